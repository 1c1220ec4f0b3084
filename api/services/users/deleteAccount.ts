import { requireViewer, signOut, type AccountContext } from './context';

/**
 * Deletes the signed-in user's account; memes, purchases, ledger rows go with it (cascade) and
 * the session dies with the user row. Returns the deleted user's id.
 */
export async function deleteAccount(ctx: AccountContext): Promise<number> {
  const viewer = requireViewer(ctx);
  await ctx.prisma.$transaction([
    // Their uploads go too, but not one another user's meme still shows (kept, owned by nobody).
    ctx.prisma.upload.deleteMany({ where: { userId: viewer.id, memes: { none: { userId: { not: viewer.id } } } } }),
    ctx.prisma.user.deleteMany({ where: { id: viewer.id } }),
  ]);
  ctx.pubsub.publish('sessionsEnded', viewer.id, { reason: 'deleted' });
  signOut(ctx);
  return viewer.id;
}
