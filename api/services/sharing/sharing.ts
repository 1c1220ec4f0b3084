// Sharing a meme publishes it at /s/<shareId> (api/sharePages/); stopping clears the id, so its
// page and pictures answer 404 from the next request on (they look the meme up by this id every
// time, before any cache). Only the owner may do either; someone else's meme is "not found". A meme
// a moderator unpublished (api/services/moderation/) cannot be shared again.
import type { Context } from '../../context';
import { MemeNotFoundError } from '../generation/errors';
import { MemeUnpublishedError } from '../moderation/errors';
import { newShareId } from './shareId';

/** The part of the request context sharing uses. */
export type SharingContext = Pick<Context, 'prisma' | 'viewer'>;

/** Publishes the viewer's meme `memeId`; sharing a shared meme keeps its link. Returns the meme's id. */
export async function shareMeme(ctx: SharingContext, memeId: number): Promise<number> {
  const meme = await ownMeme(ctx, memeId);
  if (meme.unpublishedAt) throw new MemeUnpublishedError();
  if (meme.shareId) return meme.id;
  // Only a still-private meme gets an id: of two clicks at once, one writes and both read its link.
  // 128 random bits do not collide in practice; if they ever did, the unique index would refuse it.
  const published = await ctx.prisma.meme.updateMany({
    where: { id: meme.id, shareId: null, unpublishedAt: null },
    data: { shareId: newShareId(), sharedAt: new Date() },
  });
  if (published.count === 0) {
    // Deleted meanwhile (not found), or unpublished by a moderator meanwhile.
    if ((await ownMeme(ctx, memeId)).unpublishedAt) throw new MemeUnpublishedError();
  }
  return meme.id;
}

/** Takes the viewer's meme `memeId` private again; its old link stays dead even if shared again. */
export async function stopSharingMeme(ctx: SharingContext, memeId: number): Promise<number> {
  const meme = await ownMeme(ctx, memeId);
  await ctx.prisma.meme.updateMany({ where: { id: meme.id }, data: { shareId: null, sharedAt: null } });
  return meme.id;
}

async function ownMeme(ctx: SharingContext, memeId: number) {
  const viewer = ctx.viewer;
  if (!viewer) throw new Error('sharing needs a signed-in user');
  const meme = await ctx.prisma.meme.findUnique({ where: { id: memeId }, select: { id: true, userId: true, shareId: true, unpublishedAt: true } });
  if (!meme || meme.userId !== viewer.id) throw new MemeNotFoundError();
  return meme;
}
