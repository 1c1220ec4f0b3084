import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { buttonCSS } from '../../ui/Button';
import { AlertIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { ButtonLink } from '../../ui/ButtonLink';

const bodyCSS = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid color-mix(in srgb, ${theme.color.destructive} 50%, transparent);
  background: color-mix(in srgb, ${theme.color.destructive} 8%, transparent);
`;

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const detailsCSS = css`
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
  & pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function technicalDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/**
 * Shown in place of a route whose code or data failed to load or that threw while rendering.
 * The rest of the shell (navigation, footer) stays usable.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = technicalDetail(error);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <RoutePage titleId="NotFound.title" subtitleId="NotFound.description" />;
  }

  return (
    <RoutePage titleId="RouteError.title">
      <div role="alert" css={bodyCSS}>
        <AlertIcon size={28} />
        <p>
          <FormattedMessage id="RouteError.description" />
        </p>
        <div css={actionsCSS}>
          {/* A full reload also recovers from a stale deployment's missing code chunks. */}
          <button type="button" css={buttonCSS} onClick={() => window.location.reload()}>
            <FormattedMessage id="RouteError.retry" />
          </button>
          <ButtonLink to="/" variant="secondary" labelId="RouteError.home" />
        </div>
        {detail ? (
          <details css={detailsCSS}>
            <summary>
              <FormattedMessage id="RouteError.details" />
            </summary>
            <pre>{detail}</pre>
          </details>
        ) : null}
      </div>
    </RoutePage>
  );
}
