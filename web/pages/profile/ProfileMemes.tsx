import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { buttonCSS } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FallbackImage } from '../../ui/FallbackImage';
import { ImageIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import type { ProfileMemes_user$key } from './__generated__/ProfileMemes_user.graphql';
import type { ProfileMemesPaginationQuery } from './__generated__/ProfileMemesPaginationQuery.graphql';
import { ProfileLoadMore } from './ProfileLoadMore';

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

type ProfileMemesProps = { user: ProfileMemes_user$key };

/** The My Memes tab: the user's memes newest first, with their creation dates. */
export function ProfileMemes({ user }: ProfileMemesProps) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProfileMemesPaginationQuery, ProfileMemes_user$key>(
    graphql`
      fragment ProfileMemes_user on User
      @refetchable(queryName: "ProfileMemesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        memes(first: $count, after: $cursor) @connection(key: "ProfileMemes_memes") {
          edges {
            node {
              id
              imageUrl
              description
              createdAt
            }
          }
        }
      }
    `,
    user,
  );
  const memes = data.memes.edges.map((edge) => edge.node) ?? [];

  if (memes.length === 0) {
    return (
      <EmptyState
        icon={<ImageIcon size={40} />}
        action={
          <Link to="/create" css={buttonCSS}>
            <FormattedMessage id="ProfileMemes.createLink" />
          </Link>
        }
      >
        <p>
          <FormattedMessage id="ProfileMemes.empty" />
        </p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul css={gridCSS}>
        {memes.map((meme) => {
          const date = intl.formatDate(meme.createdAt, { dateStyle: 'medium' });
          return (
            <li key={meme.id}>
              <figure css={figureCSS}>
                <FallbackImage
                  src={meme.imageUrl}
                  alt={meme.description || intl.formatMessage({ id: 'ProfileMemes.imageAlt' }, { date })}
                  fallback={<FormattedMessage id="ProfileMemes.imageFailed" />}
                />
                <figcaption>
                  <time dateTime={meme.createdAt}>{date}</time>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <ProfileLoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
