import { css, keyframes } from '@emotion/react';
import { media, theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const spinnerCSS = css`
  display: inline-block;
  inline-size: 32px;
  block-size: 32px;
  border-radius: 50%;
  border: 3px solid ${theme.color.border};
  border-block-start-color: ${theme.color.accent};
  animation: ${spin} 0.8s linear infinite;
  &[data-size='sm'] {
    inline-size: 16px;
    block-size: 16px;
    border-width: 2px;
  }
  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

const centeredCSS = css`
  display: grid;
  place-items: center;
  min-block-size: 240px;
  &[data-fill='screen'] {
    min-block-size: 100vh;
  }
`;

type SpinnerProps = {
  /** Accessible name, e.g. "Loading"; the spinner is hidden from assistive tech without one. */
  label?: string;
  size?: 'sm' | 'md';
};

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return label ? <span role="status" aria-label={label} css={spinnerCSS} data-size={size} /> : <span aria-hidden css={spinnerCSS} data-size={size} />;
}

type CenteredSpinnerProps = SpinnerProps & { fill?: 'block' | 'screen' };

export function CenteredSpinner({ fill = 'block', ...props }: CenteredSpinnerProps) {
  return (
    <div css={centeredCSS} data-fill={fill}>
      <Spinner {...props} />
    </div>
  );
}
