// The account mutations as a GraphQL client sees them: results, cookies, balances, stored rows.
import { describe, expect, it } from 'vitest';
import { databaseId } from '../../../api/schema/globalIds';
import { appOfThisFile } from '../../helpers/testApp';
import {
  ACCOUNT_TEST_ENV,
  CHANGE_PASSWORD,
  DELETE_ACCOUNT,
  fromFreshAddress,
  graphqlResponse,
  LOGIN,
  LOGOUT,
  REGISTER,
  signUp,
  viewerWith,
} from '../../helpers/accounts';

const app = await appOfThisFile(ACCOUNT_TEST_ENV);

const register = (input: Record<string, unknown>, headers = fromFreshAddress()) => graphqlResponse(app, REGISTER, { input }, headers);
const login = (input: Record<string, unknown>, headers = fromFreshAddress()) => graphqlResponse(app, LOGIN, { input }, headers);

describe('register', () => {
  it('creates the account with 5 tokens, one signup ledger row, and signs the browser in', async () => {
    const { body, cookie } = await register({ username: 'newcomer', email: 'new@example.com', password: 'secret1' });
    expect(body.data.register).toMatchObject({
      __typename: 'RegisterSuccess',
      viewer: { username: 'newcomer', email: 'new@example.com', isAdmin: false, tokens: 5 },
    });
    expect(await viewerWith(app, cookie)).toMatchObject({ username: 'newcomer', tokens: 5 });
    const id = databaseId('User', body.data.register.viewer.id);
    const ledger = await app.deps.prisma.tokenLedger.findMany({ where: { userId: id } });
    expect(ledger).toMatchObject([{ delta: 5, balanceAfter: 5, reason: 'signup', reference: String(id) }]);
  });

  it('stores an argon2id hash with the SECURITY.md parameters, never the password', async () => {
    await register({ username: 'hashed', password: 'plain-secret' });
    const stored = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'hashed' } });
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.password).not.toContain('plain-secret');
  });

  it("answers the spec's validation texts per field, and creates nothing", async () => {
    const { body, cookie } = await register({ username: 'ab', email: 'not-an-email', password: '12345' });
    expect(body.data.register).toEqual({
      __typename: 'ValidationError',
      message: 'Username must be at least 3 characters',
      messageId: 'Validation.usernameMin',
      fieldErrors: [
        { field: 'username', message: 'Username must be at least 3 characters', messageId: 'Validation.usernameMin' },
        { field: 'email', message: 'Invalid email address', messageId: 'Validation.invalidEmail' },
        { field: 'password', message: 'Password must be at least 6 characters', messageId: 'Validation.passwordMin' },
      ],
    });
    expect(cookie).toBeUndefined();
    expect(await app.deps.prisma.user.count({ where: { username: 'ab' } })).toBe(0);
  });

  it('treats an empty email as no email', async () => {
    const { body } = await register({ username: 'no_email', email: '', password: 'secret1' });
    expect(body.data.register.viewer).toMatchObject({ username: 'no_email', email: null });
  });

  it('refuses a username that exists in any case', async () => {
    await signUp(app, 'Casey');
    for (const username of ['Casey', 'casey', 'CASEY']) {
      const { body, cookie } = await register({ username, password: 'secret1' });
      expect(body.data.register).toEqual({ __typename: 'UsernameTakenError', message: 'Username already taken', messageId: 'AccountError.usernameTaken' });
      expect(cookie).toBeUndefined();
    }
  });

  it('lets exactly one of many concurrent registrations of one name (in any case) win', async () => {
    const names = ['racer', 'Racer', 'RACER', 'racer', 'rAcEr', 'racer', 'RaCeR', 'racer'];
    const results = await Promise.all(names.map((username) => register({ username, password: 'secret1' })));
    const typenames = results.map(({ body }) => body.data.register.__typename);
    expect(typenames.filter((name) => name === 'RegisterSuccess')).toHaveLength(1);
    expect(typenames.filter((name) => name === 'UsernameTakenError')).toHaveLength(names.length - 1);
    const rows = await app.deps.prisma.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM users WHERE lower(username) = 'racer'`;
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('rejects input fields the schema does not have (tokens, isAdmin) before running', async () => {
    const { body } = await register({ username: 'greedy', password: 'secret1', tokens: 1000, isAdmin: true });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/isAdmin|tokens/);
    expect(await app.deps.prisma.user.count({ where: { username: 'greedy' } })).toBe(0);
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the case of the username', async () => {
    await signUp(app, 'Lena', 'lena-password');
    const { body, cookie } = await login({ username: 'lena', password: 'lena-password' });
    expect(body.data.login).toMatchObject({ __typename: 'LoginSuccess', viewer: { username: 'Lena', tokens: 5 } });
    expect(await viewerWith(app, cookie)).toMatchObject({ username: 'Lena' });
  });

  it('answers the same error for a wrong password and an unknown user', async () => {
    await signUp(app, 'wrongpw', 'right-password');
    const wrong = await login({ username: 'wrongpw', password: 'wrong-password' });
    const unknown = await login({ username: 'nobody_here', password: 'whatever1' });
    for (const { body, cookie } of [wrong, unknown]) {
      expect(body.data.login).toEqual({
        __typename: 'InvalidCredentialsError',
        message: 'Invalid username or password',
        messageId: 'AccountError.invalidCredentials',
      });
      expect(cookie).toBeUndefined();
    }
  });

  it('validates with the login form rules', async () => {
    const { body } = await login({ username: 'x', password: 'short' });
    expect(body.data.login.__typename).toBe('ValidationError');
    expect(body.data.login.fieldErrors.map((error: { field: string }) => error.field)).toEqual(['username', 'password']);
  });

  it('tells a banned user so only when the password is right', async () => {
    const { user } = await signUp(app, 'banned_user', 'banned-password');
    await app.deps.prisma.user.update({ where: { id: databaseId('User', user.id) }, data: { status: 'banned' } });
    const guess = await login({ username: 'banned_user', password: 'a-wrong-guess' });
    expect(guess.body.data.login.__typename).toBe('InvalidCredentialsError');
    const right = await login({ username: 'banned_user', password: 'banned-password' });
    expect(right.body.data.login).toEqual({
      __typename: 'AccountBannedError',
      message: 'Your account has been banned',
      messageId: 'AccountError.accountBanned',
    });
    expect(right.cookie).toBeUndefined();
  });

  it('gives an admin a session that ends after 8 hours', async () => {
    await signUp(app, 'boss', 'boss-password');
    await app.deps.prisma.user.update({ where: { username: 'boss' }, data: { isAdmin: true } });
    const { response } = await login({ username: 'boss', password: 'boss-password' });
    expect(response.headers.getSetCookie().join()).toContain('Max-Age=28800');
  });
});

describe('logout', () => {
  it('ends the session everywhere: the cookie is cleared and a copy of it is anonymous', async () => {
    const { cookie } = await signUp(app, 'leaver');
    const second = await login({ username: 'leaver', password: 'password1' });
    const { body, response } = await graphqlResponse(app, LOGOUT, {}, { cookie });
    expect(body.data.logout).toEqual({ success: true });
    expect(response.headers.getSetCookie()).toEqual(['meme_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
    expect(await viewerWith(app, cookie)).toBeNull();
    expect(await viewerWith(app, second.cookie)).toBeNull();
  });

  it('is idempotent and works for visitors', async () => {
    for (let index = 0; index < 2; index += 1) {
      const { body, response } = await graphqlResponse(app, LOGOUT);
      expect(body.data.logout).toEqual({ success: true });
      expect(response.headers.getSetCookie()[0]).toMatch(/^meme_session=;.*Max-Age=0/);
    }
  });
});

describe('changePassword', () => {
  const change = (input: Record<string, unknown>, cookie?: string) =>
    graphqlResponse(app, CHANGE_PASSWORD, { input }, fromFreshAddress(cookie ? { cookie } : {}));

  it('keeps this browser signed in with a fresh cookie, ends other sessions, swaps the passwords', async () => {
    const { cookie } = await signUp(app, 'changer', 'old-password');
    const elsewhere = (await login({ username: 'changer', password: 'old-password' })).cookie;
    const { body, cookie: fresh } = await change({ currentPassword: 'old-password', newPassword: 'new-password' }, cookie);
    expect(body.data.changePassword).toMatchObject({ __typename: 'ChangePasswordSuccess', viewer: { username: 'changer' } });
    expect(fresh).toBeDefined();
    expect(await viewerWith(app, fresh)).toMatchObject({ username: 'changer' });
    expect(await viewerWith(app, cookie)).toBeNull();
    expect(await viewerWith(app, elsewhere)).toBeNull();
    expect((await login({ username: 'changer', password: 'old-password' })).body.data.login.__typename).toBe('InvalidCredentialsError');
    expect((await login({ username: 'changer', password: 'new-password' })).body.data.login.__typename).toBe('LoginSuccess');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { cookie } = await signUp(app, 'forgetful', 'the-password');
    const { body, cookie: issued } = await change({ currentPassword: 'not-the-password', newPassword: 'new-password' }, cookie);
    expect(body.data.changePassword).toEqual({
      __typename: 'InvalidCredentialsError',
      message: 'Current password is incorrect',
      messageId: 'AccountError.currentPasswordIncorrect',
    });
    expect(issued).toBeUndefined();
    expect(await viewerWith(app, cookie)).toMatchObject({ username: 'forgetful' });
  });

  it("applies the change-password form's rules", async () => {
    const { cookie } = await signUp(app, 'rules');
    const { body } = await change({ currentPassword: '', newPassword: 'short' }, cookie);
    expect(body.data.changePassword).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'currentPassword', message: 'Current password is required' },
        { field: 'newPassword', message: 'New password must be at least 8 characters' },
      ],
    });
  });

  it('is refused to visitors', async () => {
    const { body } = await change({ currentPassword: 'password1', newPassword: 'password2' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleteAccount', () => {
  it('deletes the user with their memes, purchases and ledger, and the session dies', async () => {
    const { user, cookie } = await signUp(app, 'goner');
    const id = databaseId('User', user.id);
    const pack = await app.deps.prisma.tokenPack.findFirstOrThrow();
    await app.deps.prisma.meme.create({ data: { userId: id, originalText: 'a', uwuText: 'a', templateId: 'drake', captions: [] } });
    await app.deps.prisma.userTokenPurchase.create({
      data: { userId: id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'completed' },
    });
    const { body, response } = await graphqlResponse(app, DELETE_ACCOUNT, {}, { cookie });
    expect(body.data.deleteAccount).toEqual({ deletedUserId: user.id });
    expect(response.headers.getSetCookie()[0]).toMatch(/^meme_session=;.*Max-Age=0/);
    expect(await app.deps.prisma.user.count({ where: { id } })).toBe(0);
    expect(await app.deps.prisma.meme.count({ where: { userId: id } })).toBe(0);
    expect(await app.deps.prisma.userTokenPurchase.count({ where: { userId: id } })).toBe(0);
    expect(await app.deps.prisma.tokenLedger.count({ where: { userId: id } })).toBe(0);
    expect(await viewerWith(app, cookie)).toBeNull();
    expect((await login({ username: 'goner', password: 'password1' })).body.data.login.__typename).toBe('InvalidCredentialsError');
  });

  it('is refused to visitors', async () => {
    const { body } = await graphqlResponse(app, DELETE_ACCOUNT);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
