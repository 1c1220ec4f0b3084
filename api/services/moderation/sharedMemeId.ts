// The id of the meme shared at `shareId`, or null: the link's only test for whether a meme can be
// reported (an unpublished meme has no share id any more, so it is not found either).
import type { PrismaClient } from '../../generated/prisma/client';
import { SHARE_ID_PATTERN } from '../sharing/shareId';

const SHARE_ID = new RegExp(`^${SHARE_ID_PATTERN}$`);

export async function findSharedMemeId(prisma: PrismaClient, shareId: string): Promise<number | null> {
  if (!SHARE_ID.test(shareId)) return null;
  const meme = await prisma.meme.findUnique({ where: { shareId }, select: { id: true } });
  return meme?.id ?? null;
}
