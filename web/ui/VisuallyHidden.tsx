import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export const visuallyHiddenCSS = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHiddenCSS}>{children}</span>;
}
