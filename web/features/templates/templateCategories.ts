import type { MessageId } from '../../i18n/messageIds';

/** The template browser's tabs: all plus the spec's categories (section 3). */
export const BROWSER_CATEGORIES = [
  'all',
  'trending',
  'reaction',
  'comparison',
  'choice',
  'opinion',
  'advice',
  'animal',
  'celebrity',
  'movie',
  'cartoon',
  'gaming',
] as const;

/** The template dialog's tabs (spec section 2), in the spec's order. */
export const PICKER_CATEGORIES = [
  'popular',
  'recent',
  'classic',
  'animals',
  'reactions',
  'anime',
  'gaming',
  'tv-movies',
  'trending',
  'doge',
] as const;

export type TemplateCategoryName = (typeof BROWSER_CATEGORIES)[number] | (typeof PICKER_CATEGORIES)[number];

/** The tab label's message id of a category filter. */
export function categoryMessageId(category: TemplateCategoryName): MessageId {
  return `TemplateCategory.${category}`;
}
