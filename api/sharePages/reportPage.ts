// The report form of a share page and its answers, drawn by the server like the page itself: no
// script, the reasons as radio buttons, in the viewer's language. Every text goes through escapeHtml.
import { REPORT_LIMITS } from '../../core/limits';
import { REPORT_REASONS } from '../services/moderation/reasons';
import type { PageLanguage } from './language';
import { escapeHtml, pageDocument } from './page';

export type ReportFormState = { reason?: string; details?: string; errorMessageId?: string };

/** GET /s/<id>/report (and the form again, with its error, after a refused POST). */
export function reportFormHtml(sharePath: string, language: PageLanguage, state: ReportFormState = {}): string {
  const { text } = language;
  const reasons = REPORT_REASONS.map(
    (reason) =>
      `<label><input type="radio" name="reason" value="${reason}" required${state.reason === reason ? ' checked' : ''}> ${escapeHtml(text(`ReportForm.reason.${reason}`))}</label>`,
  ).join('\n');
  const error = state.errorMessageId ? `<p class="error" role="alert">${escapeHtml(text(state.errorMessageId))}</p>` : '';
  const body = `<main>
<h1>${escapeHtml(text('ReportForm.title'))}</h1>
<p>${escapeHtml(text('ReportForm.intro'))}</p>
${error}
<form method="post" action="${escapeHtml(`${sharePath}/report`)}">
<fieldset>
<legend>${escapeHtml(text('ReportForm.reasonLegend'))}</legend>
${reasons}
</fieldset>
<label class="details">${escapeHtml(text('ReportForm.detailsLabel', { max: String(REPORT_LIMITS.maxDetailsLength) }))}
<textarea name="details" maxlength="${REPORT_LIMITS.maxDetailsLength}">${escapeHtml(state.details ?? '')}</textarea>
</label>
<button type="submit">${escapeHtml(text('ReportForm.submit'))}</button>
</form>
<a class="report" href="${escapeHtml(sharePath)}">${escapeHtml(text('ReportForm.back'))}</a>
</main>`;
  return pageDocument(language, head(language, 'ReportForm.title'), body);
}

/** After a report was recorded (or repeated: the visitor cannot tell, and need not). */
export function reportThanksHtml(sharePath: string, language: PageLanguage): string {
  return messagePage(sharePath, language, 'ReportForm.thanksTitle', 'ReportForm.thanksText');
}

/** A report refused as a whole (too many from this address, or from a foreign site). */
export function reportRefusedHtml(sharePath: string, language: PageLanguage, messageId: string): string {
  return messagePage(sharePath, language, 'ReportForm.errorTitle', messageId);
}

function messagePage(sharePath: string, language: PageLanguage, titleId: string, textId: string): string {
  const { text } = language;
  const body = `<main class="missing">
<h1>${escapeHtml(text(titleId))}</h1>
<p>${escapeHtml(text(textId))}</p>
<a class="cta" href="${escapeHtml(sharePath)}">${escapeHtml(text('ReportForm.back'))}</a>
</main>`;
  return pageDocument(language, head(language, titleId), body);
}

function head(language: PageLanguage, titleId: string): string[] {
  return [`<title>${escapeHtml(`${language.text(titleId)} · ${language.text('App.name')}`)}</title>`, '<meta name="robots" content="noindex">'];
}
