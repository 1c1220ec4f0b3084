// What a moderator does with a reported meme. Each action is one transaction, so a failure leaves
// the meme, its reports and its owner as they were:
//   dismiss    the open reports are resolved; the meme stays shared
//   unpublish  the share link ends at once (its share id is cleared, as stopSharing does) and the
//              owner can never share it again (unpublishedAt); the reports are resolved
//   delete     the meme goes, its reports with it; its picture and page answer 404 from then on
//   ban owner  the existing ban (sessions and API tokens end), and the meme is unpublished
import { requireAdmin, type AdminContext } from '../admin/adminContext';
import { setUserStatus } from '../admin/userStatus';
import { CannotBanSelfError } from '../admin/errors';
import { MemeNotFoundError } from '../generation/errors';

type Resolution = 'dismissed' | 'unpublished' | 'banned';

/** Resolves the meme's open reports; returns the meme's id. */
export async function dismissMemeReports(ctx: AdminContext, memeId: number): Promise<number> {
  const admin = requireAdmin(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    await existingMeme(tx, memeId);
    await resolveReports(tx, memeId, 'dismissed', admin.id);
  });
  return memeId;
}

/** Takes the meme off its share link for good; returns its id. Unpublishing twice changes nothing more. */
export async function unpublishMeme(ctx: AdminContext, memeId: number, resolution: Resolution = 'unpublished'): Promise<number> {
  const admin = requireAdmin(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    const meme = await existingMeme(tx, memeId);
    await tx.meme.update({ where: { id: memeId }, data: { shareId: null, sharedAt: null, unpublishedAt: meme.unpublishedAt ?? new Date() } });
    await resolveReports(tx, memeId, resolution, admin.id);
  });
  return memeId;
}

/** Deletes the meme (its reports go with it); returns the deleted id. */
export async function adminDeleteMeme(ctx: AdminContext, memeId: number): Promise<number> {
  requireAdmin(ctx);
  const { count } = await ctx.prisma.meme.deleteMany({ where: { id: memeId } });
  if (count === 0) throw new MemeNotFoundError();
  return memeId;
}

/**
 * Bans the meme's owner (the existing ban: api/services/admin/userStatus.ts) and unpublishes the
 * meme; returns the owner's id. The refusals come first (no meme; the admin's own meme, which
 * CannotBanSelfError refuses), so a refused ban leaves the meme and its reports untouched.
 */
export async function banMemeOwner(ctx: AdminContext, memeId: number): Promise<number> {
  const admin = requireAdmin(ctx);
  const meme = await ctx.prisma.meme.findUnique({ where: { id: memeId }, select: { userId: true } });
  if (!meme) throw new MemeNotFoundError();
  if (meme.userId === admin.id) throw new CannotBanSelfError();
  // Unpublished before the ban: should the ban then fail, the meme is off the web, the safer half.
  await unpublishMeme(ctx, memeId, 'banned');
  await setUserStatus(ctx, { userId: meme.userId, status: 'banned' });
  return meme.userId;
}

type Tx = Parameters<Parameters<AdminContext['prisma']['$transaction']>[0]>[0];

async function existingMeme(tx: Tx, memeId: number) {
  const meme = await tx.meme.findUnique({ where: { id: memeId }, select: { id: true, unpublishedAt: true } });
  if (!meme) throw new MemeNotFoundError();
  return meme;
}

async function resolveReports(tx: Tx, memeId: number, resolution: Resolution, adminId: number): Promise<void> {
  await tx.memeReport.updateMany({ where: { memeId, resolvedAt: null }, data: { resolvedAt: new Date(), resolution, resolvedById: adminId } });
}
