import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import { PackGrid } from './PackGrid';
import type { GetMoreMemeFuel_query$key } from './__generated__/GetMoreMemeFuel_query.graphql';

const sectionCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  & h2 {
    font-family: ${theme.font.display};
    font-size: 1.6rem;
    letter-spacing: 0.02em;
  }
`;

type GetMoreMemeFuelProps = { query: GetMoreMemeFuel_query$key };

/**
 * Home's 'Get More Meme Fuel' section: the packs with their buy buttons and the purchase dialog.
 * Signed-in users only (the spec shows visitors no packs on home). Spread
 * `...GetMoreMemeFuel_query` into the page's query and pass the query data as `query`.
 */
export function GetMoreMemeFuel({ query }: GetMoreMemeFuelProps) {
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment GetMoreMemeFuel_query on Query {
        viewer {
          __typename
        }
        ...PackGrid_query
      }
    `,
    query,
  );
  if (!data.viewer) return null;
  return (
    <section css={sectionCSS} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="GetMoreMemeFuel.title" />
      </h2>
      <PackGrid query={data} />
    </section>
  );
}
