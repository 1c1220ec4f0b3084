import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { panelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';

const layoutCSS = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  gap: ${theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const formCSS = css`
  ${panelCSS};
`;

const footerCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  & > button {
    flex: 1 1 160px;
    min-block-size: 48px;
  }
`;

type CreatorLayoutProps = {
  /** The image choice and the prompt. */
  children: ReactNode;
  onGenerate: () => void;
  /** Blank prompt, no template or image, or busy (spec section 5). */
  canGenerate: boolean;
  generating: boolean;
  /** The token balance widget, for signed-in users. */
  balance?: ReactNode;
  results: ReactNode;
};

/** The creator pages' two columns: inputs with Generate and the balance, then the result panel. */
export function CreatorLayout({ children, onGenerate, canGenerate, generating, balance, results }: CreatorLayoutProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <div css={layoutCSS}>
      <form css={formCSS} onSubmit={submit} aria-busy={generating}>
        {children}
        <div css={footerCSS}>
          <Button type="submit" disabled={!canGenerate || generating}>
            {intl.formatMessage({ id: generating ? 'Creator.generating' : 'Creator.generate' })}
          </Button>
          {balance}
        </div>
      </form>
      {results}
    </div>
  );
}
