import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import type { StickerCategory, StickerGridQuery } from './__generated__/StickerGridQuery.graphql';

/** What the editor needs of a chosen sticker. */
export type StickerPick = { slug: string; name: string; url: string };

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space.xs};
    inline-size: 100%;
    padding: ${theme.space.sm};
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
    font-size: 0.75rem;
    cursor: pointer;
  }
  & button:hover,
  & button:focus-visible {
    border-color: ${theme.color.accent};
  }
  & img {
    inline-size: 48px;
    block-size: 48px;
  }
`;

const emptyCSS = css`
  padding: ${theme.space.md};
  color: ${theme.color.textMuted};
  text-align: center;
`;

type StickerGridProps = { category: StickerCategory; search: string | null; onPick: (sticker: StickerPick) => void };

/** The stickers of one category matching the search; a click places one on the meme. */
export function StickerGrid({ category, search, onPick }: StickerGridProps) {
  const intl = useIntl();
  const { stickers } = useLazyLoadQuery<StickerGridQuery>(
    graphql`
      query StickerGridQuery($category: StickerCategory, $search: String) {
        stickers(category: $category, search: $search) {
          id
          slug
          name
          url
        }
      }
    `,
    { category, search },
    { fetchPolicy: 'store-or-network' },
  );
  if (stickers.length === 0) {
    return (
      <p css={emptyCSS}>
        <FormattedMessage id="Stickers.empty" />
      </p>
    );
  }
  return (
    <ul css={gridCSS}>
      {stickers.map((sticker) => (
        <li key={sticker.id}>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'Stickers.add' }, { name: sticker.name })}
            onClick={() => onPick({ slug: sticker.slug, name: sticker.name, url: sticker.url })}
          >
            <img src={sticker.url} alt="" width={48} height={48} loading="lazy" />
            <span aria-hidden>{sticker.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
