import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { FallbackImage } from '../../ui/FallbackImage';
import { theme } from '../../ui/theme';
import type { RecentMemes_meme$key } from './__generated__/RecentMemes_meme.graphql';
import type { RecentMemes_user$key } from './__generated__/RecentMemes_user.graphql';
import { memePagePath } from './memePaths';

/** How many of the newest memes the strip shows. */
const RECENT_COUNT = 8;

const sectionCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.xl};
`;

const headerCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  & h2 {
    font-size: 1.1rem;
  }
`;

const stripCSS = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(110px, 140px);
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0 0 ${theme.space.xs};
  list-style: none;
  overflow-x: auto;
`;

const itemCSS = css`
  display: block;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  overflow: hidden;
  &:hover,
  &:focus-visible {
    border-color: ${theme.color.accent};
  }
  & img,
  & [data-failed] {
    display: grid;
    place-items: center;
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    font-size: 0.8rem;
    color: ${theme.color.textMuted};
  }
`;

/** A meme of the strip: its picture, linking to its page. */
function RecentMeme({ meme: memeKey }: { meme: RecentMemes_meme$key }) {
  const intl = useIntl();
  const meme = useFragment(
    graphql`
      fragment RecentMemes_meme on Meme {
        id
        versionedImageUrl
        description
        createdAt
      }
    `,
    memeKey,
  );
  const date = intl.formatDate(meme.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const name = intl.formatMessage({ id: 'RecentMemes.open' }, { date });
  return (
    <Link to={memePagePath(meme.id)} css={itemCSS} aria-label={name} title={meme.description ?? name}>
      <FallbackImage src={meme.versionedImageUrl} alt={meme.description ?? ''} fallback={<FormattedMessage id="ProfileMemes.imageFailed" />} />
    </Link>
  );
}

type RecentMemesProps = { user: RecentMemes_user$key };

/** 'Your recent memes' on the creator pages: the newest few, kept across reloads, each opening its page. */
export function RecentMemes({ user }: RecentMemesProps) {
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment RecentMemes_user on User {
        memes(first: 8) @connection(key: "RecentMemes_memes") {
          edges {
            node {
              id
              ...RecentMemes_meme
            }
          }
        }
      }
    `,
    user,
  );
  // A generation prepends its memes to the list: show only the newest.
  const memes = data.memes.edges.slice(0, RECENT_COUNT).map((edge) => edge.node);
  if (memes.length === 0) return null;
  return (
    <section css={sectionCSS} aria-labelledby={headingId}>
      <header css={headerCSS}>
        <h2 id={headingId}>
          <FormattedMessage id="RecentMemes.title" />
        </h2>
        <Link to="/profile">
          <FormattedMessage id="RecentMemes.all" />
        </Link>
      </header>
      <ul css={stripCSS}>
        {memes.map((meme) => (
          <li key={meme.id}>
            <RecentMeme meme={meme} />
          </li>
        ))}
      </ul>
    </section>
  );
}
