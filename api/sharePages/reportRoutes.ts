// The report form of a share page, for visitors without an account or a script:
//   GET  /s/<shareId>/report   the form (reasons as radio buttons, optional details)
//   POST /s/<shareId>/report   records the report (services/moderation/reportMeme.ts, the same
//                              rules as the reportMeme mutation) and answers a thank-you page;
//                              429 with Retry-After when the address filed its reports for the hour
// The form uses no cookie, so a forged post changes nothing of the visitor's; but a foreign page
// could still make its visitors' browsers file reports from their addresses, so a post from
// another site (Origin, or Sec-Fetch-Site without it) is refused (SECURITY.md: CSRF).
import type { AppDeps } from '../context';
import { PayloadTooLargeError, readBodyLimited } from '../http/bodyLimit';
import type { OriginPolicy } from '../http/origins';
import { htmlSecurityHeaders } from '../http/securityHeaders';
import { UserFacingError } from '../services/errors';
import { SharedMemeNotFoundError, TooManyReportsError } from '../services/moderation/errors';
import { findSharedMemeId } from '../services/moderation/sharedMemeId';
import { reportMeme } from '../services/moderation/reportMeme';
import { SHARE_ID_PATTERN } from '../services/sharing/shareId';
import { pageLanguage, type PageLanguage } from './language';
import { shareLinks } from './links';
import { notSharedHtml } from './page';
import { reportFormHtml, reportRefusedHtml, reportThanksHtml } from './reportPage';

export const REPORT_FORM = new RegExp(`^/s/(${SHARE_ID_PATTERN})/report$`);
// Details of 1000 characters of any script, percent-encoded, plus the reason.
const BODY_LIMIT = 16 * 1024;
// The form posts to its own page and shows nothing but our styles.
const FORM_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export async function handleReportForm(
  request: Request,
  shareId: string,
  deps: AppDeps,
  client: { clientIp: string },
  origins: OriginPolicy,
): Promise<Response> {
  const language = pageLanguage(request);
  const sharePath = `/s/${shareId}`;
  const notFound = () => html(request, 404, notSharedHtml(shareLinks(deps.config.publicOrigin), language));
  if (request.method === 'GET' || request.method === 'HEAD') {
    return (await findSharedMemeId(deps.prisma, shareId)) === null ? notFound() : html(request, 200, reportFormHtml(sharePath, language));
  }
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD, POST' } });
  if (isForeignPost(request, origins, deps.config.publicOrigin)) return html(request, 403, reportRefusedHtml(sharePath, language, 'ReportForm.crossSite'));
  const form = await readForm(request);
  if (!form) return html(request, 413, reportRefusedHtml(sharePath, language, 'ModerationError.detailsTooLong'));
  const input = { shareId, reason: form.get('reason') ?? '', details: form.get('details') };
  try {
    await reportMeme({ prisma: deps.prisma, reportLimits: deps.reportLimits, session: deps.session, clientIp: client.clientIp }, input);
    return html(request, 200, reportThanksHtml(sharePath, language));
  } catch (error) {
    if (error instanceof SharedMemeNotFoundError) return notFound();
    if (error instanceof TooManyReportsError) {
      return html(request, 429, reportRefusedHtml(sharePath, language, error.messageId), { 'retry-after': String(error.retryAfterSeconds) });
    }
    if (error instanceof UserFacingError) return formAgain(request, sharePath, language, input, error.messageId);
    throw error;
  }
}

function formAgain(request: Request, sharePath: string, language: PageLanguage, input: { reason: string; details: string | null }, errorMessageId: string) {
  return html(request, 400, reportFormHtml(sharePath, language, { reason: input.reason, details: input.details ?? '', errorMessageId }));
}

/** A post made by another site's page (a same-origin form sends its own Origin, or none at all). */
function isForeignPost(request: Request, origins: OriginPolicy, publicOrigin: string): boolean {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return !(origins.allowed.has(origin) || origin === new URL(publicOrigin).origin || origin === new URL(request.url).origin);
  const fetchSite = request.headers.get('sec-fetch-site');
  // An opaque origin ("null": a sandboxed frame, a data: page) is never ours.
  return origin === 'null' || (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none');
}

async function readForm(request: Request): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(new TextDecoder().decode(await readBodyLimited(request, BODY_LIMIT)));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return null;
    throw error;
  }
}

function html(request: Request, status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // A form and its answers are for this visitor alone.
      'cache-control': 'no-store',
      vary: 'accept-language, cookie',
      ...htmlSecurityHeaders(),
      'content-security-policy': FORM_POLICY,
      ...extra,
    },
  });
}
