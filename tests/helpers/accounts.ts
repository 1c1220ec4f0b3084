// Signing up and in the way a client does, for the account tests.
import type { TestApp } from './testApp';

/** App settings for account tests: X-Forwarded-For is believed from the in-process "proxy", so
 *  each test can sign in from its own address and stay clear of the per-address limit. */
export const ACCOUNT_TEST_ENV = { TRUST_PROXY: '127.0.0.1' };

let lastAddress = 0;
/** A new client address for X-Forwarded-For. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** Headers of a request from a fresh address (plus any given). */
export function fromFreshAddress(headers: Record<string, string> = {}): Record<string, string> {
  return { 'x-forwarded-for': freshAddress(), ...headers };
}

/** The `name=value` part of the session cookie a response sets, or undefined. */
export function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?meme_session=[^;]/.test(cookie))
    ?.split(';')[0];
}

/** POSTs JSON to a path of the app. */
export function postJson(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Runs a GraphQL operation and returns the response itself (for its cookies) and its body. */
export async function graphqlResponse(app: TestApp, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string; path?: string[]; extensions?: Record<string, any> }[] };
  return { response, body, cookie: sessionCookieOf(response) };
}

export const USER_FIELDS = 'id username email isAdmin tokens';
const baseErrorFields = '... on UserError { message messageId } ... on TooManyAttemptsError { retryAfterSeconds }';
const errorFields = `${baseErrorFields} ... on ValidationError { fieldErrors { field message messageId } }`;

export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { __typename ... on RegisterSuccess { viewer { ${USER_FIELDS} } } ${errorFields} } }`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { __typename ... on LoginSuccess { viewer { ${USER_FIELDS} } } ${errorFields} } }`;
export const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on ChangePasswordSuccess { viewer { ${USER_FIELDS} } } ${errorFields} } }`;
export const SIGN_IN_WITH_FIREBASE = `mutation Firebase($input: SignInWithFirebaseInput!) { signInWithFirebase(input: $input) { __typename ... on SignInWithFirebaseSuccess { viewer { ${USER_FIELDS} } } ${baseErrorFields} } }`;
export const LOGOUT = 'mutation Logout { logout { success } }';
export const DELETE_ACCOUNT = 'mutation DeleteAccount { deleteAccount { deletedUserId } }';
export const VIEWER = `query Viewer { viewer { ${USER_FIELDS} } }`;

/** Registers through GraphQL from a fresh address; returns the new user and their cookie. */
export async function signUp(app: TestApp, username: string, password = 'password1', email?: string) {
  const { body, cookie } = await graphqlResponse(app, REGISTER, { input: { username, password, email } }, fromFreshAddress());
  const result = body.data?.register;
  if (result?.__typename !== 'RegisterSuccess' || !cookie) throw new Error(`sign-up of ${username} failed: ${JSON.stringify(body)}`);
  return { user: result.viewer as { id: string; username: string; email: string | null; isAdmin: boolean; tokens: number }, cookie, password };
}

/** Whether a cookie is signed in, and as whom. */
export async function viewerWith(app: TestApp, cookie: string | undefined) {
  const { body } = await app.graphql(VIEWER, {}, cookie ? { cookie } : {});
  return body.data?.viewer as { username: string } | null;
}
