// Changes a user makes to a meme of their own: favourite it, delete it. One conditional write each,
// so another user's meme and a missing one fail alike (MemeNotFoundError) and nothing is read first.
import { requireCreator, type GenerationContext } from '../generation/context';
import { MemeNotFoundError } from '../generation/errors';

/** What the library's services use of the request context. */
export type LibraryContext = Pick<GenerationContext, 'prisma' | 'viewer' | 'safety' | 'log' | 'requestId'>;

/** Stars or unstars the viewer's meme `memeId` (My Memes' Favorites filter lists the starred). */
export async function setMemeFavorite(ctx: LibraryContext, memeId: number, favorite: boolean): Promise<void> {
  const user = requireCreator(ctx);
  const { count } = await ctx.prisma.meme.updateMany({ where: { id: memeId, userId: user.id }, data: { favorite } });
  if (count === 0) throw new MemeNotFoundError();
}

/**
 * Deletes the viewer's meme `memeId`. Its picture and share page answer 404 from the next request:
 * both look the row up on every request, and the rendered-image cache is keyed by the design, which
 * is only reached after the row was found. Edits made from it stay, no longer linked to it.
 */
export async function deleteMeme(ctx: LibraryContext, memeId: number): Promise<void> {
  const user = requireCreator(ctx);
  const { count } = await ctx.prisma.meme.deleteMany({ where: { id: memeId, userId: user.id } });
  if (count === 0) throw new MemeNotFoundError();
}
