import type { IntlShape } from 'react-intl';
import { TEMPLATE_CATEGORIES } from '../../../core/templates/types';
import type { MessageId } from '../../i18n/messageIds';

/** The template browser's tabs: all plus the spec's categories (section 3), as core declares them. */
export const BROWSER_CATEGORIES = ['all', ...TEMPLATE_CATEGORIES] as const;

/** The template dialog's tabs (spec section 2), in the spec's order. */
export const PICKER_CATEGORIES = ['popular', 'recent', 'classic', 'animals', 'reactions', 'anime', 'gaming', 'tv-movies', 'trending', 'doge'] as const;

export type TemplateCategoryName = (typeof BROWSER_CATEGORIES)[number] | (typeof PICKER_CATEGORIES)[number];

/** The tab label's message id of a category filter. */
export function categoryMessageId(category: TemplateCategoryName): MessageId {
  return `TemplateCategory.${category}`;
}

const KNOWN = new Set<string>([...BROWSER_CATEGORIES, ...PICKER_CATEGORIES]);

/** A template's category as the interface language names it; one the app does not know as sent. */
export function categoryLabel(intl: IntlShape, category: string): string {
  return KNOWN.has(category) ? intl.formatMessage({ id: categoryMessageId(category as TemplateCategoryName) }) : category;
}
