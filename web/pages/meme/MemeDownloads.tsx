import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { memeFileName } from '../../features/editor/memeExport';
import { memeDownloads, memeFileUrl } from '../../features/memes/memeDownloads';
import { buttonCSS } from '../../ui/Button';
import { theme } from '../../ui/theme';
import type { MemeDownloads_meme$key } from './__generated__/MemeDownloads_meme.graphql';

const groupCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  & h3 {
    font-size: 0.9rem;
    color: ${theme.color.textMuted};
  }
`;

const linksCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  & a {
    min-block-size: 34px;
    padding-block: ${theme.space.xs};
    font-size: 0.85rem;
  }
`;

type MemeDownloadsProps = { meme: MemeDownloads_meme$key };

/** 'Download': one link per file type, each saved as meme-{templateId}-{timestamp}.{extension}. */
export function MemeDownloads({ meme: memeKey }: MemeDownloadsProps) {
  const headingId = useId();
  const meme = useFragment(
    graphql`
      fragment MemeDownloads_meme on Meme {
        id
        type
        templateId
        createdAt
      }
    `,
    memeKey,
  );
  // The meme's own time: downloading it twice gives the same name.
  const made = Date.parse(meme.createdAt);
  return (
    <section css={groupCSS} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="MemePage.download" />
      </h3>
      <div css={linksCSS}>
        {memeDownloads(meme.type).map(({ extension, labelId }) => (
          <a
            key={labelId}
            css={buttonCSS}
            data-variant="secondary"
            href={memeFileUrl(meme.id, extension)}
            download={memeFileName(meme.templateId, extension, made)}
          >
            <FormattedMessage id={labelId} />
          </a>
        ))}
      </div>
    </section>
  );
}
