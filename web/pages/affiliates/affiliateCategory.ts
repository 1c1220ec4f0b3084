/** The categories of partner sites; spec section 2 derives them from the title. */
export type AffiliateCategory = 'templates' | 'gifs' | 'community' | 'tools';

/** Templates (title contains 'template'), GIFs ('gif'), Community ('community' or 'trend'), else Tools. */
export function affiliateCategory(title: string): AffiliateCategory {
  const text = title.toLowerCase();
  if (text.includes('template')) return 'templates';
  if (text.includes('gif')) return 'gifs';
  if (text.includes('community') || text.includes('trend')) return 'community';
  return 'tools';
}
