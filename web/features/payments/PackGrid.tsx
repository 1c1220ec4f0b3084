import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import { PackCard } from './PackCard';
import { PurchaseDialog, type PackToBuy } from './PurchaseDialog';
import { TestModeNotice } from './TestModeNotice';
import type { PackGrid_query$key } from './__generated__/PackGrid_query.graphql';

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space.lg};
  padding-block-start: ${theme.space.sm};
`;

type PackGridProps = { query: PackGrid_query$key };

/** The packs for sale and the 'Purchase Tokens' dialog they open (pricing page and home). */
export function PackGrid({ query }: PackGridProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment PackGrid_query on Query {
        tokenPacks {
          id
          name
          tokenCount
          price
          ...PackCard_pack
        }
        viewer {
          id
        }
        appInfo {
          paymentsMode
          stripePublishableKey
        }
      }
    `,
    query,
  );
  const [buying, setBuying] = useState<PackToBuy | null>(null);
  const signedIn = data.viewer != null;
  const testMode = data.appInfo.paymentsMode !== 'STRIPE';

  return (
    <div css={stackCSS.lg}>
      {testMode ? <TestModeNotice /> : null}
      <div css={gridCSS} role="list" aria-label={intl.formatMessage({ id: 'PackGrid.label' })}>
        {data.tokenPacks.map((pack) => (
          <div role="listitem" key={pack.id}>
            <PackCard pack={pack} onBuy={signedIn ? () => setBuying({ id: pack.id, name: pack.name, tokenCount: pack.tokenCount, price: pack.price }) : null} />
          </div>
        ))}
      </div>
      <PurchaseDialog pack={buying} stripePublishableKey={testMode ? null : data.appInfo.stripePublishableKey} onClose={() => setBuying(null)} />
    </div>
  );
}
