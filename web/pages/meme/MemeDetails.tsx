import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { memePagePath } from '../../features/memes/memePaths';
import { relativeTimeParts } from '../../features/memes/relativeTime';
import { FallbackImage } from '../../ui/FallbackImage';
import { theme } from '../../ui/theme';
import type { MemeDetails_meme$key } from './__generated__/MemeDetails_meme.graphql';

const pictureCSS = css`
  display: grid;
  place-items: center;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg};
  overflow: hidden;
  & img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 70vh;
    object-fit: contain;
  }
  & [data-failed] {
    padding: ${theme.space.xl};
    color: ${theme.color.textMuted};
  }
`;

const factsCSS = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  & dt {
    color: ${theme.color.textMuted};
    font-size: 0.9rem;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ol {
    margin: 0;
    padding-inline-start: 1.2em;
  }
`;

type MemeDetailsProps = { meme: MemeDetails_meme$key };

/** The meme large, with its captions, template, when it was made and what it was edited from. */
export function MemeDetails({ meme: memeKey }: MemeDetailsProps) {
  const intl = useIntl();
  const meme = useFragment(
    graphql`
      fragment MemeDetails_meme on Meme {
        versionedImageUrl
        description
        createdAt
        captions {
          slot
          text
        }
        template {
          name
        }
        editedFrom {
          id
          createdAt
        }
      }
    `,
    memeKey,
  );
  const made = new Date(meme.createdAt);
  const { value, unit } = relativeTimeParts(made);
  const captions = meme.captions.filter((caption) => caption.text.trim() !== '');
  const alt = meme.description || captions.map((caption) => caption.text).join(' / ') || intl.formatMessage({ id: 'MemePage.imageAlt' });
  return (
    <>
      <div css={pictureCSS}>
        <FallbackImage src={meme.versionedImageUrl} alt={alt} fallback={<FormattedMessage id="ProfileMemes.imageFailed" />} />
      </div>
      <dl css={factsCSS}>
        <dt>
          <FormattedMessage id="MemePage.captions" />
        </dt>
        <dd>
          {captions.length > 0 ? (
            <ol>
              {captions.map((caption) => (
                <li key={caption.slot} dir="auto">
                  {caption.text}
                </li>
              ))}
            </ol>
          ) : (
            <FormattedMessage id="MemePage.noCaptions" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="MemePage.template" />
        </dt>
        <dd>{meme.template ? meme.template.name : <FormattedMessage id="MemePage.ownPicture" />}</dd>
        <dt>
          <FormattedMessage id="MemePage.made" />
        </dt>
        <dd>
          <time dateTime={meme.createdAt} title={intl.formatDate(made, { dateStyle: 'full', timeStyle: 'short' })}>
            {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
          </time>{' '}
          ({intl.formatDate(made, { dateStyle: 'medium', timeStyle: 'short' })})
        </dd>
        {meme.editedFrom ? (
          <>
            <dt>
              <FormattedMessage id="MemePage.editedFrom" />
            </dt>
            <dd>
              <Link to={memePagePath(meme.editedFrom.id)}>
                <FormattedMessage
                  id="MemePage.editedFromLink"
                  values={{ date: intl.formatDate(meme.editedFrom.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
                />
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
