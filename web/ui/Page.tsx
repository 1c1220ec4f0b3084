import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const pageCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  inline-size: 100%;
  max-inline-size: 1120px;
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
`;

const headerCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export const pageTitleCSS = css`
  font-family: ${theme.font.display};
  font-weight: 400;
  font-size: clamp(2rem, 4vw + 1rem, 3rem);
  letter-spacing: 0.02em;
`;

const subtitleCSS = css`
  color: ${theme.color.textMuted};
  max-inline-size: 60ch;
`;

type PageProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** The body of one route: its main heading, an optional intro line, then the content. */
export function Page({ title, subtitle, children }: PageProps) {
  return (
    <article css={pageCSS}>
      <header css={headerCSS}>
        <h1 css={pageTitleCSS}>{title}</h1>
        {subtitle ? <p css={subtitleCSS}>{subtitle}</p> : null}
      </header>
      {children}
    </article>
  );
}
