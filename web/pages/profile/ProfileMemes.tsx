import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { FallbackImage } from '../../ui/FallbackImage';
import { ImageIcon } from '../../ui/icons';
import { PagedList } from '../../ui/PagedList';
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

const figureCSS = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
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

const PAGE_SIZE = 12;

/** What the list shows of a meme; the generation mutation spreads it, so a new meme joins the list complete. */
const memeFragment = graphql`
  fragment ProfileMemes_meme on Meme {
    versionedImageUrl
    description
    createdAt
  }
`;

/** One meme of the list: its picture and creation date. */
function MemeFigure({ meme: memeKey }: { meme: ProfileMemes_meme$key }) {
  const intl = useIntl();
  const meme = useFragment(memeFragment, memeKey);
  const date = intl.formatDate(meme.createdAt, { dateStyle: 'medium' });
  return (
    <figure css={figureCSS}>
      <FallbackImage
        src={meme.versionedImageUrl}
        alt={meme.description || intl.formatMessage({ id: 'ProfileMemes.imageAlt' }, { date })}
        fallback={<FormattedMessage id="ProfileMemes.imageFailed" />}
      />
      <figcaption>
        <time dateTime={meme.createdAt}>{date}</time>
      </figcaption>
    </figure>
  );
}

type ProfileMemesProps = { user: ProfileMemes_user$key };

/** The My Memes tab: the user's memes newest first, with their creation dates. */
export function ProfileMemes({ user }: ProfileMemesProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProfileMemesPaginationQuery, ProfileMemes_user$key>(
    graphql`
      fragment ProfileMemes_user on User
      @refetchable(queryName: "ProfileMemesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        memes(first: $count, after: $cursor) @connection(key: "ProfileMemes_memes") {
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

  return (
    <PagedList
      isEmpty={memes.length === 0}
      emptyState={
        <EmptyState icon={<ImageIcon size={40} />} messageId="ProfileMemes.empty" action={<ButtonLink to="/create" labelId="ProfileMemes.createLink" />} />
      }
      loadMoreId="Profile.loadMore"
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
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
