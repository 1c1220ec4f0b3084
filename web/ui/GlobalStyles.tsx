import { css, Global } from '@emotion/react';
import { media, theme, themeVariablesCSS } from './theme';

const baseCSS = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    line-height: 1.5;
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-block-size: 100vh;
  }
  h1,
  h2,
  h3 {
    line-height: 1.15;
    margin-block: 0;
  }
  p {
    margin-block: 0;
  }
  a {
    color: inherit;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={[themeVariablesCSS, baseCSS]} />;
}
