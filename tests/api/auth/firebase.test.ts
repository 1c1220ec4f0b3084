// Popup sign-in against a local key server: tokens we sign with our own RSA keys, checked the way
// Google's would be (signature, issuer, audience, expiry, subject).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseId } from '../../../api/schema/globalIds';
import { usernameBase } from '../../../api/services/users/firebaseSignIn';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { ACCOUNT_TEST_ENV, fromFreshAddress, graphqlResponse, postJson, SIGN_IN_WITH_FIREBASE, viewerWith } from '../../helpers/accounts';

const PROJECT_ID = 'demo-meme-maker';
const KID = 'test-key-1';

let keys: { privateKey: CryptoKey; publicJwk: JWK };
let otherKey: CryptoKey;
let jwksServer: Server;
let jwksRequests = 0;
let app: TestApp;

function firebaseEnv(jwksUrl: string) {
  return {
    ...ACCOUNT_TEST_ENV,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_API_KEY: 'test-api-key',
    FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    FIREBASE_JWKS_URL: jwksUrl,
  };
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  keys = { privateKey: pair.privateKey, publicJwk: { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' } };
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwksServer = createServer((request, response) => {
    jwksRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify({ keys: [keys.publicJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  app = await createTestApp(firebaseEnv(`http://127.0.0.1:${port}/jwks`));
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

type Claims = { sub?: string; email?: string; email_verified?: boolean; name?: string; picture?: string };

/** An ID token shaped like Firebase's; `options` bends one property at a time. */
function idToken(claims: Claims, options: { key?: CryptoKey; issuer?: string; audience?: string; issuedAt?: number; expiresAt?: number; kid?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, auth_time: now - 5 })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT_ID}`)
    .setAudience(options.audience ?? PROJECT_ID)
    .setSubject(claims.sub ?? 'uid-default')
    .setIssuedAt(options.issuedAt ?? now - 10)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? keys.privateKey);
}

const signIn = (token: string, target: TestApp = app) => graphqlResponse(target, SIGN_IN_WITH_FIREBASE, { input: { idToken: token } }, fromFreshAddress());

describe('signInWithFirebase', () => {
  it('a valid token signs in a new user with 5 tokens, the verified email and a derived username', async () => {
    const token = await idToken({
      sub: 'uid-ada',
      email: 'ada.lovelace@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://lh3.example/ada.png',
    });
    const { body, cookie } = await signIn(token);
    expect(body.data.signInWithFirebase).toMatchObject({
      __typename: 'SignInWithFirebaseSuccess',
      viewer: { username: 'ada.lovelace', email: 'ada.lovelace@example.com', isAdmin: false, tokens: 5 },
    });
    expect(await viewerWith(app, cookie)).toMatchObject({ username: 'ada.lovelace' });
    const stored = await app.deps.prisma.user.findUniqueOrThrow({ where: { firebaseUid: 'uid-ada' } });
    expect(stored.profilePicture).toBe('https://lh3.example/ada.png');
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(await app.deps.prisma.tokenLedger.findMany({ where: { userId: stored.id } })).toMatchObject([{ delta: 5, reason: 'signup' }]);
  });

  it('the same Firebase user signs in to the same account the next time, with no second grant', async () => {
    const first = await signIn(await idToken({ sub: 'uid-grace', email: 'grace@example.com', email_verified: true }));
    const second = await signIn(await idToken({ sub: 'uid-grace', email: 'grace@example.com', email_verified: true }));
    expect(second.body.data.signInWithFirebase.viewer.id).toBe(first.body.data.signInWithFirebase.viewer.id);
    const userId = databaseId('User', first.body.data.signInWithFirebase.viewer.id);
    expect(await app.deps.prisma.tokenLedger.count({ where: { userId } })).toBe(1);
  });

  it('takes a free username when the derived one is taken, and ignores an unverified email', async () => {
    await app.deps.prisma.user.create({ data: { username: 'linus', password: 'x' } });
    const { body } = await signIn(await idToken({ sub: 'uid-linus', email: 'Linus@example.com', email_verified: false }));
    const viewer = body.data.signInWithFirebase.viewer;
    expect(viewer.username).toMatch(/^Linus_\d{4}$/);
    expect(viewer.email).toBeNull();
  });

  it('a banned Firebase user is refused', async () => {
    await signIn(await idToken({ sub: 'uid-banned', email: 'banned@example.com', email_verified: true }));
    await app.deps.prisma.user.update({ where: { firebaseUid: 'uid-banned' }, data: { status: 'banned' } });
    const { body, cookie } = await signIn(await idToken({ sub: 'uid-banned' }));
    expect(body.data.signInWithFirebase.__typename).toBe('AccountBannedError');
    expect(cookie).toBeUndefined();
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['expired', () => idToken({ sub: 'uid-x' }, { issuedAt: now() - 7200, expiresAt: now() - 3600 })],
    ['issued in the future', () => idToken({ sub: 'uid-x' }, { issuedAt: now() + 600, expiresAt: now() + 4200 })],
    ['for another project (audience)', () => idToken({ sub: 'uid-x' }, { audience: 'someone-else' })],
    ['from another issuer', () => idToken({ sub: 'uid-x' }, { issuer: 'https://securetoken.google.com/someone-else' })],
    ['signed by another key', () => idToken({ sub: 'uid-x' }, { key: otherKey })],
    ['signed by a key id nobody published', () => idToken({ sub: 'uid-x' }, { key: otherKey, kid: 'unknown-kid' })],
    ['with an empty subject', () => idToken({ sub: '' })],
    ['not a JWT at all', async () => 'not-a-token'],
    [
      'unsigned (alg none)',
      async () =>
        `${Buffer.from('{"alg":"none","kid":"test-key-1"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'uid-x', aud: PROJECT_ID, iss: `https://securetoken.google.com/${PROJECT_ID}`, iat: now(), exp: now() + 60 })).toString('base64url')}.`,
    ],
  ])('a token %s is refused with FirebaseSignInError and no session', async (_case, makeToken) => {
    const { body, cookie } = await signIn(await makeToken());
    expect(body.data.signInWithFirebase).toEqual({
      __typename: 'FirebaseSignInError',
      message: 'Failed to authenticate with server',
      messageId: 'AccountError.firebaseFailed',
    });
    expect(cookie).toBeUndefined();
    expect(await app.deps.prisma.user.count({ where: { firebaseUid: 'uid-x' } })).toBe(0);
  });

  it('fetches the keys once and reuses them', async () => {
    const before = jwksRequests;
    await signIn(await idToken({ sub: 'uid-cache-1' }));
    await signIn(await idToken({ sub: 'uid-cache-2' }));
    expect(jwksRequests - before).toBe(0);
  });
});

describe('POST /api/firebase-auth', () => {
  it('answers the user for a valid token, 401 with an error field otherwise', async () => {
    const ok = await postJson(
      app,
      '/api/firebase-auth',
      { token: await idToken({ sub: 'uid-rest', email: 'rest@example.com', email_verified: true }) },
      fromFreshAddress(),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: expect.any(Number), username: 'rest', email: 'rest@example.com', isAdmin: false, tokens: 5 });
    const bad = await postJson(app, '/api/firebase-auth', { token: await idToken({ sub: 'uid-rest' }, { audience: 'nope' }) }, fromFreshAddress());
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Failed to authenticate with server' });
    const missing = await postJson(app, '/api/firebase-auth', {}, fromFreshAddress());
    expect(missing.status).toBe(401);
  });
});

describe('when the key server is down', () => {
  it('sign-in fails with FirebaseSignInError and the app keeps serving', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createTestApp(firebaseEnv(`http://127.0.0.1:${port}/jwks`));
    try {
      const { response, body } = await signIn(await idToken({ sub: 'uid-offline' }), offline);
      expect(response.status).toBe(200);
      expect(body.data.signInWithFirebase.__typename).toBe('FirebaseSignInError');
      expect((await offline.graphql('{ appInfo { firebase { projectId } } }')).body.data.appInfo.firebase).toEqual({ projectId: PROJECT_ID });
    } finally {
      await offline.close();
    }
  });
});

describe('usernameBase', () => {
  it.each([
    [{ email: 'ada.lovelace@example.com' }, 'ada.lovelace'],
    [{ email: 'x@example.com', name: 'X' }, 'userx'],
    [{ name: 'José María!' }, 'JoséMaría'],
    [{}, 'user'],
    [{ email: `${'a'.repeat(60)}@example.com` }, 'a'.repeat(27)],
  ])('%j → %s', (identity, expected) => {
    expect(usernameBase(identity)).toBe(expected);
  });
});
