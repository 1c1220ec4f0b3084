import { ConnectionHandler } from 'relay-runtime';

/**
 * The lists of a user's memes the store may hold: My Memes (all, and favourites only) and a
 * creator page's recent memes. A new meme joins the first and the last; a deleted one leaves all.
 */
export const memeLists = {
  all: (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, 'ProfileMemes_memes', { favoritesOnly: false }),
  favorites: (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, 'ProfileMemes_memes', { favoritesOnly: true }),
  recent: (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, 'RecentMemes_memes'),
};

/** Where a meme just made is added (it is no favourite yet). */
export function newMemeConnections(viewerId: string): string[] {
  return [memeLists.all(viewerId), memeLists.recent(viewerId)];
}

/** Every list a deleted meme leaves. */
export function allMemeConnections(viewerId: string): string[] {
  return [memeLists.all(viewerId), memeLists.favorites(viewerId), memeLists.recent(viewerId)];
}
