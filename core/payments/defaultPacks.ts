/**
 * The built-in token packs (spec section 9), seeded by name (unique in token_packs). The name is
 * their stable key: the interface shows a built-in pack's name and description in its language
 * while they are still these English texts, and an admin's own pack, or an edited text, as written.
 */
export const DEFAULT_PACKS = [
  { key: 'starter', name: 'Starter Pack', description: 'A few tokens to try things out.', tokenCount: 20, price: 199, featured: false },
  { key: 'popular', name: 'Popular Pack', description: 'The best value for regular meme makers.', tokenCount: 50, price: 399, featured: true },
  { key: 'mega', name: 'Mega Pack', description: 'Plenty of tokens for power users.', tokenCount: 200, price: 999, featured: false },
] as const;

export type DefaultPackKey = (typeof DEFAULT_PACKS)[number]['key'];
