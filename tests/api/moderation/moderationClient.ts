// What the moderation tests share: a shared meme of a new owner, a report as a visitor files it
// (the share page's form, or the reportMeme mutation) from an address of the test's choosing.
import type { TestApp } from '../../helpers/testApp';
import { TEST_ORIGIN } from '../../helpers/testApp';
import { sharedMemePath, storeMeme } from '../../helpers/storedMeme';
import { sessionCookieFor } from '../../helpers/sessions';

export const memeGlobalId = (id: number) => Buffer.from(`Meme:${id}`).toString('base64');

let lastAddress = 0;
/** A client address no other test of the file uses. */
export function newAddress(): string {
  lastAddress += 1;
  return `10.77.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** A new owner's shared meme: its id, its page's path and share id, and the owner's cookie. */
export async function sharedMeme(app: TestApp) {
  const { owner, meme } = await storeMeme(app, ['Reported top', 'Reported bottom']);
  const path = await sharedMemePath(app, meme.id);
  return { owner, meme, path, shareId: path.slice('/s/'.length), ownerCookie: await sessionCookieFor(app, owner.id) };
}

/** A request from `address` (the dispatcher's peer address), as a browser without cookies sends it. */
export function fromAddress(app: TestApp, address: string, path: string, init: RequestInit = {}): Promise<Response> {
  return app.fetch(new Request(new URL(path, TEST_ORIGIN), init), { remoteAddress: address });
}

/** Posts the share page's report form as a browser on our page does. */
export function postReportForm(app: TestApp, address: string, sharePath: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fromAddress(app, address, `${sharePath}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export const REPORT = `mutation Report($input: ReportMemeInput!) { reportMeme(input: $input) { __typename
  ... on ReportMemePayload { counted } ... on UserError { message messageId }
  ... on TooManyReportsError { retryAfterSeconds } ... on ReportDetailsTooLongError { maxLength } } }`;

/** The reportMeme mutation from `address`, signed out. */
export async function reportByGraphql(app: TestApp, address: string, input: Record<string, unknown>) {
  const response = await fromAddress(app, address, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: REPORT, variables: { input } }),
  });
  const body = (await response.json()) as { data?: { reportMeme: Record<string, unknown> }; errors?: unknown };
  return body.data?.reportMeme ?? body;
}
