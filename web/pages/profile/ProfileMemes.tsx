import { css } from '@emotion/react';
import { useId, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { memePagePath } from '../../features/memes/memePaths';
import { FilterTabs } from '../../features/templates/FilterTabs';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { FallbackImage } from '../../ui/FallbackImage';
import { ImageIcon, StarIcon } from '../../ui/icons';
import { PagedList, type NextPage } from '../../ui/PagedList';
import { theme } from '../../ui/theme';
import type { ProfileMemes_meme$key } from './__generated__/ProfileMemes_meme.graphql';
import type { ProfileMemes_user$key } from './__generated__/ProfileMemes_user.graphql';
import type { ProfileMemesPaginationQuery } from './__generated__/ProfileMemesPaginationQuery.graphql';

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 130px), 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cardLinkCSS = css`
  display: block;
  border-radius: ${theme.radius.md};
  color: inherit;
  text-decoration: none;
  &:hover figure,
  &:focus-visible figure {
    border-color: ${theme.color.accent};
  }
`;

const figureCSS = css`
  position: relative;
  display: flex;
  flex-direction: column;
  margin: 0;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  transition: border-color 0.15s ease;
  & img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    background: ${theme.color.bg};
  }
  & [data-failed] {
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    padding: ${theme.space.md};
    color: ${theme.color.textMuted};
    font-size: 0.85rem;
    text-align: center;
  }
  & figcaption {
    padding: ${theme.space.sm} ${theme.space.md};
    font-size: 0.85rem;
    color: ${theme.color.textMuted};
  }
`;

const starCSS = css`
  position: absolute;
  inset-block-start: ${theme.space.xs};
  inset-inline-end: ${theme.space.xs};
  display: grid;
  place-items: center;
  padding: 4px;
  border-radius: 999px;
  background: rgb(0 0 0 / 0.6);
  color: ${theme.color.accent};
`;

const filterCSS = css`
  margin-block-end: ${theme.space.md};
`;

const PAGE_SIZE = 12;

/** What the list shows of a meme; the generation mutation spreads it, so a new meme joins the list complete. */
const memeFragment = graphql`
  fragment ProfileMemes_meme on Meme {
    id
    versionedImageUrl
    description
    createdAt
    favorite
  }
`;

/** One meme of the list: its picture, creation date and (a favourite) a star; the whole card opens its page. */
function MemeFigure({ meme: memeKey }: { meme: ProfileMemes_meme$key }) {
  const intl = useIntl();
  const meme = useFragment(memeFragment, memeKey);
  const date = intl.formatDate(meme.createdAt, { dateStyle: 'medium' });
  const name = intl.formatMessage({ id: meme.favorite ? 'ProfileMemes.openFavorite' : 'ProfileMemes.open' }, { date });
  return (
    <Link to={memePagePath(meme.id)} css={cardLinkCSS} aria-label={name}>
      <figure css={figureCSS}>
        <FallbackImage
          src={meme.versionedImageUrl}
          alt={meme.description || intl.formatMessage({ id: 'ProfileMemes.imageAlt' }, { date })}
          fallback={<FormattedMessage id="ProfileMemes.imageFailed" />}
        />
        {meme.favorite ? (
          <span css={starCSS} data-favorite>
            <StarIcon size={16} fill="currentColor" />
          </span>
        ) : null}
        <figcaption>
          <time dateTime={meme.createdAt}>{date}</time>
        </figcaption>
      </figure>
    </Link>
  );
}

type Filter = 'all' | 'favorites';
type ProfileMemesProps = { user: ProfileMemes_user$key };

/** The My Memes tab: the user's memes newest first (all, or favourites only), each opening its page. */
export function ProfileMemes({ user }: ProfileMemesProps) {
  const intl = useIntl();
  const listId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [filtering, startFiltering] = useTransition();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<ProfileMemesPaginationQuery, ProfileMemes_user$key>(
    graphql`
      fragment ProfileMemes_user on User
      @refetchable(queryName: "ProfileMemesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        favoritesOnly: { type: "Boolean", defaultValue: false }
      ) {
        memes(first: $count, after: $cursor, favoritesOnly: $favoritesOnly) @connection(key: "ProfileMemes_memes", filters: ["favoritesOnly"]) {
          edges {
            node {
              id
              ...ProfileMemes_meme
            }
          }
        }
      }
    `,
    user,
  );
  const memes = data.memes.edges.map((edge) => edge.node);
  const choose = (next: Filter) => {
    setFilter(next);
    // Favourites change on the memes' pages: the list is asked for again, showing the store's meanwhile.
    startFiltering(() => {
      refetch({ favoritesOnly: next === 'favorites' }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <>
      <div css={filterCSS}>
        <FilterTabs
          label={intl.formatMessage({ id: 'ProfileMemes.filterLabel' })}
          tabs={[
            { id: 'all', label: intl.formatMessage({ id: 'ProfileMemes.filterAll' }) },
            { id: 'favorites', label: intl.formatMessage({ id: 'ProfileMemes.filterFavorites' }) },
          ]}
          selected={filter}
          onSelect={choose}
          controls={listId}
        />
      </div>
      <div id={listId} role="tabpanel" aria-busy={filtering}>
        <MemeList memes={memes} filter={filter} hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
      </div>
    </>
  );
}

type MemeListProps = NextPage & { memes: readonly ({ readonly id: string } & ProfileMemes_meme$key)[]; filter: Filter };

/** The cards, 'Load more' while there are more, or what to do when there are none. */
function MemeList({ memes, filter, ...next }: MemeListProps) {
  return (
    <PagedList
      isEmpty={memes.length === 0}
      emptyState={
        filter === 'favorites' ? (
          <EmptyState icon={<StarIcon size={40} />} messageId="ProfileMemes.noFavorites" />
        ) : (
          <EmptyState icon={<ImageIcon size={40} />} messageId="ProfileMemes.empty" action={<ButtonLink to="/create" labelId="ProfileMemes.createLink" />} />
        )
      }
      loadMoreId="Profile.loadMore"
      {...next}
    >
      <ul css={gridCSS}>
        {memes.map((meme) => (
          <li key={meme.id}>
            <MemeFigure meme={meme} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
