import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { FuelIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { formatDollars } from './formatPrice';
import { packText } from './packText';
import type { PackCard_pack$key } from './__generated__/PackCard_pack.graphql';
import { ButtonLink } from '../../ui/ButtonLink';

const packCSS = css`
  position: relative;
  block-size: 100%;
  align-items: center;
  text-align: center;
  &[data-featured='true'] {
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 1px ${theme.color.accent};
  }
  & h3 {
    font-size: 1.2rem;
  }
`;

const badgeSlotCSS = css`
  position: absolute;
  inset-block-start: calc(-1 * ${theme.space.sm});
  inset-inline: 0;
  display: flex;
  justify-content: center;
  & > span {
    background: ${theme.color.surface};
  }
`;

const tokensCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-family: ${theme.font.display};
  font-size: 1.8rem;
  color: ${theme.color.accent};
`;

const priceCSS = css`
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const descriptionCSS = css`
  flex: 1;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

type PackCardProps = {
  pack: PackCard_pack$key;
  /** Opens the purchase dialog; null for a visitor, who is sent to sign in instead. */
  onBuy: (() => void) | null;
};

/** One token pack: tokens, price in dollars, 'Best Value' on the featured one, and a buy button. */
export function PackCard({ pack: packKey, onBuy }: PackCardProps) {
  const intl = useIntl();
  const pack = useFragment(
    graphql`
      fragment PackCard_pack on TokenPack {
        name
        description
        tokenCount
        price
        featured
      }
    `,
    packKey,
  );
  const text = packText(intl, pack);

  return (
    <article css={[cardCSS, packCSS]} data-featured={pack.featured} aria-label={text.name}>
      {pack.featured ? (
        <div css={badgeSlotCSS}>
          <Badge tone="accent">
            <FormattedMessage id="PackCard.bestValue" />
          </Badge>
        </div>
      ) : null}
      <h3>{text.name}</h3>
      <p css={tokensCSS}>
        <FuelIcon size={24} />
        <FormattedMessage id="PackCard.tokens" values={{ count: pack.tokenCount }} />
      </p>
      <p css={priceCSS}>
        <FormattedMessage id="PackCard.price" values={{ price: formatDollars(intl, pack.price) }} />
      </p>
      <p css={descriptionCSS}>{text.description}</p>
      {onBuy ? (
        <Button onClick={onBuy} variant={pack.featured ? 'primary' : 'secondary'}>
          <FormattedMessage id="PackCard.buy" />
        </Button>
      ) : (
        <ButtonLink to="/auth" variant="secondary" labelId="PackCard.signInToBuy" />
      )}
    </article>
  );
}
