// The admin user list's page buttons (spec sections 2 and 9): page 1, the last page, the pages
// within 2 of the current one, an ellipsis wherever pages are skipped, nothing for one page.
// Plus: every message the admin and affiliate operations can send is in locales/en.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { affiliateSiteMessages } from '../../../core/validation/affiliateSite';
import { withEnglish } from '../../../api/services/errors';
import { adminMessages } from '../../../api/services/admin/messages';
import { affiliateMessages } from '../../../api/services/affiliates/errors';
import { pageItems } from '../../../web/features/admin/pageNumbers';

/** The buttons as a reader sees them: numbers and '…'. */
const shown = (current: number, total: number) => pageItems(current, total).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageItems', () => {
  it('is empty (pagination hidden) for no pages and for one page', () => {
    expect(shown(1, 0)).toEqual([]);
    expect(shown(1, 1)).toEqual([]);
  });

  it('shows every page while there are few', () => {
    expect(shown(1, 2)).toEqual([1, 2]);
    expect(shown(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shown(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts ellipses on the side or sides where pages are skipped', () => {
    expect(shown(1, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(shown(10, 10)).toEqual([1, '…', 8, 9, 10]);
    expect(shown(6, 12)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
  });

  it('does not put an ellipsis where no page is skipped', () => {
    expect(shown(4, 10)).toEqual([1, 2, 3, 4, 5, 6, '…', 10]);
    expect(shown(7, 10)).toEqual([1, '…', 5, 6, 7, 8, 9, 10]);
    expect(shown(5, 10)).toEqual([1, '…', 3, 4, 5, 6, 7, '…', 10]);
  });

  it('gives each gap its own key', () => {
    const keys = pageItems(6, 12).map((item) => (item.kind === 'page' ? `p${item.page}` : item.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('messages the admin and affiliate operations send', () => {
  const en = JSON.parse(readFileSync(new URL('../../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

  it('all have their English text in locales/en.json (the spec’s, for the affiliate form)', () => {
    for (const message of [...Object.values(withEnglish(affiliateSiteMessages)), ...Object.values(adminMessages), ...Object.values(affiliateMessages)]) {
      expect(en[message.id], message.id).toMatch(/\S/);
    }
    expect(en[affiliateSiteMessages.titleRequired]).toBe('Title is required');
  });
});
