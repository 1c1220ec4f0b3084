// Reporting a shared meme as a signed-out visitor: the share page's link to a script-free form,
// its answers (thank-you, 404, 400, 403 from a foreign page, 429 when the address filed its
// reports for the hour), the reportMeme mutation with the same rules, and what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../../../core/limits';
import { crawlerView } from '../../helpers/crawlerView';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { fromAddress, newAddress, postReportForm, reportByGraphql, sharedMeme } from './moderationClient';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ANONYMOUS_API_RATE_LIMIT: '1000' });
}, 60_000);
afterAll(async () => app?.close());

const reportsOf = (memeId: number) => app.deps.prisma.memeReport.findMany({ where: { memeId }, orderBy: { id: 'asc' } });

describe('the report form of a share page', () => {
  it('is linked from the share page and lists the reasons as radio buttons, in the viewer’s language', async () => {
    const { path } = await sharedMeme(app);
    const page = crawlerView(await (await fromAddress(app, newAddress(), path)).text());
    expect(page.anchors).toContainEqual({ href: `${path}/report`, text: 'Report this meme' });

    const response = await fromAddress(app, newAddress(), `${path}/report`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await response.text();
    expect(html).not.toContain('<script');
    const form = crawlerView(html);
    expect(form.lang).toBe('de');
    expect(form.tags.filter((tag) => tag === 'input')).toHaveLength(6);
    expect(html).toContain(`action="${path}/report"`);
    expect(form.bodyText).toContain('Sexuelle Inhalte');
  });

  it('records a report and thanks the visitor; the address is kept only as a keyed hash', async () => {
    const { meme, path } = await sharedMeme(app);
    const address = newAddress();
    const response = await postReportForm(app, address, path, { reason: 'hateful', details: '  a slur in the caption  ' });
    expect(response.status).toBe(200);
    expect(crawlerView(await response.text()).title).toContain('Thank you');
    const [report, ...more] = await reportsOf(meme.id);
    expect(more).toHaveLength(0);
    expect(report).toMatchObject({ reason: 'hateful', details: 'a slur in the caption', resolvedAt: null });
    expect(report!.reporterHash).not.toContain(address);
    expect(report!.reporterHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('counts a second report of the same meme from the same address once, and thanks again', async () => {
    const { meme, path } = await sharedMeme(app);
    const address = newAddress();
    expect((await postReportForm(app, address, path, { reason: 'spam' })).status).toBe(200);
    expect((await postReportForm(app, address, path, { reason: 'sexual' })).status).toBe(200);
    expect(await reportByGraphql(app, address, { shareId: path.slice(3), reason: 'violent' })).toEqual({ __typename: 'ReportMemePayload', counted: false });
    expect((await reportsOf(meme.id)).map((report) => report.reason)).toEqual(['spam']);
    // Another address counts.
    expect((await postReportForm(app, newAddress(), path, { reason: 'sexual' })).status).toBe(200);
    expect(await reportsOf(meme.id)).toHaveLength(2);
  });

  it('shows the form again with the error for a missing reason or too long details, storing nothing', async () => {
    const { meme, path } = await sharedMeme(app);
    const noReason = await postReportForm(app, newAddress(), path, { details: 'why' });
    expect(noReason.status).toBe(400);
    expect(crawlerView(await noReason.text()).bodyText).toContain('Choose a reason for the report');
    const long = await postReportForm(app, newAddress(), path, { reason: 'other', details: 'x'.repeat(REPORT_LIMITS.maxDetailsLength + 1) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('checked');
    expect(await reportsOf(meme.id)).toHaveLength(0);
  });

  it('answers 404 for a link that is not shared, before and after the owner stops sharing', async () => {
    const { meme, path } = await sharedMeme(app);
    await app.deps.prisma.meme.update({ where: { id: meme.id }, data: { shareId: null } });
    expect((await fromAddress(app, newAddress(), `${path}/report`)).status).toBe(404);
    expect((await postReportForm(app, newAddress(), path, { reason: 'spam' })).status).toBe(404);
    expect((await fromAddress(app, newAddress(), '/s/AAAAAAAAAAAAAAAAAAAAAA/report')).status).toBe(404);
  });

  it('refuses a post made by another site’s page (403), recording nothing', async () => {
    const { meme, path } = await sharedMeme(app);
    const foreign = await postReportForm(app, newAddress(), path, { reason: 'spam' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    const noOrigin = await postReportForm(app, newAddress(), path, { reason: 'spam' }, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    expect(await reportsOf(meme.id)).toHaveLength(0);
  });

  it(`takes ${REPORT_LIMITS.perAddressPerHour} reports an hour from one address, then answers 429 with Retry-After`, async () => {
    const address = newAddress();
    for (let index = 0; index < REPORT_LIMITS.perAddressPerHour; index += 1) {
      const { path } = await sharedMeme(app);
      expect((await postReportForm(app, address, path, { reason: 'spam' })).status).toBe(200);
    }
    const { meme, path, shareId } = await sharedMeme(app);
    const refused = await postReportForm(app, address, path, { reason: 'spam' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(crawlerView(await refused.text()).bodyText).toContain('Too many reports from your address');
    const typed = await reportByGraphql(app, address, { shareId, reason: 'spam' });
    expect(typed).toMatchObject({ __typename: 'TooManyReportsError', messageId: 'ModerationError.tooManyReports' });
    expect((typed as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000);
    expect(await reportsOf(meme.id)).toHaveLength(0);
    // Another address is not held back.
    expect((await postReportForm(app, newAddress(), path, { reason: 'spam' })).status).toBe(200);
  });
});

describe('reportMeme', () => {
  it('records a report signed out, with typed errors for the same rules as the form', async () => {
    const { meme, shareId } = await sharedMeme(app);
    expect(await reportByGraphql(app, newAddress(), { shareId, reason: 'harassment', details: 'targets a classmate' })).toEqual({
      __typename: 'ReportMemePayload',
      counted: true,
    });
    expect(await reportByGraphql(app, newAddress(), { shareId, reason: 'boring' })).toMatchObject({
      __typename: 'InvalidReportReasonError',
      messageId: 'ModerationError.invalidReason',
    });
    expect(await reportByGraphql(app, newAddress(), { shareId, reason: 'other', details: 'é'.repeat(REPORT_LIMITS.maxDetailsLength + 1) })).toMatchObject({
      __typename: 'ReportDetailsTooLongError',
      maxLength: REPORT_LIMITS.maxDetailsLength,
    });
    expect(await reportByGraphql(app, newAddress(), { shareId: 'AAAAAAAAAAAAAAAAAAAAAA', reason: 'spam' })).toMatchObject({
      __typename: 'SharedMemeNotFoundError',
      messageId: 'ModerationError.memeNotShared',
    });
    expect(await reportsOf(meme.id)).toHaveLength(1);
  });
});
