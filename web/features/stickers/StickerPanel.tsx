import { Suspense, useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SearchField } from '../../ui/SearchField';
import { CenteredSpinner } from '../../ui/Spinner';
import { stackCSS } from '../../ui/stack';
import { FilterTabs } from '../templates/FilterTabs';
import { useDebouncedValue } from '../templates/useDebouncedValue';
import type { StickerCategory } from './__generated__/StickerGridQuery.graphql';
import { StickerGrid, type StickerPick } from './StickerGrid';

/** The panel's groups, labelled as the spec shows them (section 2). */
const CATEGORIES = [
  { id: 'EMOJI', messageId: 'Stickers.category.emoji' },
  { id: 'DECORATION', messageId: 'Stickers.category.decoration' },
  { id: 'MEME', messageId: 'Stickers.category.meme' },
  { id: 'TEXT', messageId: 'Stickers.category.text' },
] as const satisfies readonly { id: StickerCategory; messageId: string }[];

// Short: the list is 14 stickers, but each search is still a request.
const STICKER_SEARCH_DEBOUNCE_MS = 200;

type StickerPanelProps = { onPick: (sticker: StickerPick) => void };

/** 'Add Stickers': Emoji, Decorations, Meme Faces and Text Bubbles, with a search over names and tags. */
export function StickerPanel({ onPick }: StickerPanelProps) {
  const intl = useIntl();
  const gridId = useId();
  const [category, setCategory] = useState<StickerCategory>('EMOJI');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), STICKER_SEARCH_DEBOUNCE_MS);
  // Deferred: the shown stickers stay until the next list has arrived.
  const shownCategory = useDeferredValue(category);
  const shownSearch = useDeferredValue(search || null);
  return (
    <div css={stackCSS.sm}>
      <SearchField label={intl.formatMessage({ id: 'Stickers.search' })} value={searchText} onChange={setSearchText} controls={gridId} />
      <FilterTabs
        label={intl.formatMessage({ id: 'Stickers.categories' })}
        tabs={CATEGORIES.map(({ id, messageId }) => ({ id, label: intl.formatMessage({ id: messageId }) }))}
        selected={category}
        onSelect={setCategory}
        controls={gridId}
      />
      <div id={gridId} role="tabpanel">
        <Suspense fallback={<CenteredSpinner size="sm" label={intl.formatMessage({ id: 'Common.loading' })} />}>
          <StickerGrid category={shownCategory} search={shownSearch} onPick={onPick} />
        </Suspense>
      </div>
    </div>
  );
}
