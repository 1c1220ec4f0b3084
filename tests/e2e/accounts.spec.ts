// Accounts end to end (issue 3; spec sections 2, 4, 5, 6, 8): sign-up, sign-in, logout, password
// change, account deletion, the validation messages of the forms, the route gates, the profile
// and settings pages. Every test signs up its own user with a unique name.
//
// The server allows 30 sign-in attempts (login, register, password change) per address per five
// minutes, shared by every spec file of a run: this file makes about a dozen.
import { type Page } from '@playwright/test';
import { expect, expectToast, sideNav, signUp, test, uniqueUsername } from './fixtures';

const pathIs = (path: string) => (url: URL) => url.pathname === path;

async function expectSignedIn(page: Page, username: string) {
  const nav = sideNav(page);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav).toContainText(`Signed in as ${username}`);
  // New accounts start with 5 tokens, shown as two digits.
  await expect(nav.getByRole('link', { name: /^Meme Fuel: 5 tokens/ })).toContainText('05');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
}

async function expectSignedOut(page: Page) {
  const nav = sideNav(page);
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Meme Fuel/ })).toHaveCount(0);
}

async function openRegisterTab(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
}

async function fillRegister(page: Page, fields: { username: string; email?: string; password: string; confirm: string }) {
  const panel = page.getByRole('tabpanel', { name: 'Register' });
  await panel.getByLabel('Username').fill(fields.username);
  await panel.getByLabel('Email (optional)').fill(fields.email ?? '');
  await panel.getByLabel('Password', { exact: true }).fill(fields.password);
  await panel.getByLabel('Confirm password').fill(fields.confirm);
  return panel;
}

async function register(page: Page, username: string, password: string) {
  await openRegisterTab(page);
  const panel = await fillRegister(page, { username, password, confirm: password });
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration successful');
  await expect(page).toHaveURL(pathIs('/'));
  await expectSignedIn(page, username);
}

async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
}

async function login(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
  await expect(page).toHaveURL(pathIs('/'));
  await expectSignedIn(page, username);
}

async function logout(page: Page) {
  await sideNav(page).getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
  await expectSignedOut(page);
}

test('register, log out, log in, change the password, delete the account', async ({ page }) => {
  test.setTimeout(90_000);
  const username = uniqueUsername('journey');
  const password = 'first-pass';
  const newPassword = 'second-pass-123';

  await register(page, username, password);
  await logout(page);
  await login(page, username, password);

  await sideNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(pathIs('/profile/settings'));
  const form = page.getByRole('region', { name: 'Change Password' });
  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed', 'Your password has been updated successfully.');
  // The form resets after a successful change.
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

  await logout(page);
  await submitLogin(page, username, password);
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(pathIs('/auth'));
  await login(page, username, newPassword);

  await page.goto('/profile/settings');
  const danger = page.getByRole('region', { name: 'Delete Account' });
  await danger.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // Focus starts on Cancel and Escape closes the dialog without deleting anything.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await danger.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, username);

  await danger.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expectToast(page, 'Account Deleted', 'Your account has been deleted successfully.');
  await expect(page).toHaveURL(pathIs('/'));
  await expectSignedOut(page);

  await submitLogin(page, username, newPassword);
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(pathIs('/auth'));
  await expectSignedOut(page);
});

test('the register and login forms show the spec’s validation messages', async ({ page }) => {
  await openRegisterTab(page);
  const panel = await fillRegister(page, { username: 'ab', email: 'not-an-email', password: '12345', confirm: '54321' });
  await panel.getByRole('button', { name: 'Create account' }).click();
  const username = panel.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
  await expect(panel.getByLabel('Email (optional)')).toHaveAccessibleDescription('Invalid email address');
  await expect(panel.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters');
  await expect(panel.getByText('Password must be at least 6 characters')).toHaveCount(2);

  // Long enough but different: the mismatch shows on the confirmation only.
  await panel.getByLabel('Password', { exact: true }).fill('123456');
  await panel.getByLabel('Confirm password').fill('1234567');
  await expect(panel.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(panel.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  // Messages follow the input once the form has been submitted.
  await username.fill('abc');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(pathIs('/auth'));

  await page.getByRole('tab', { name: 'Login' }).click();
  const loginPanel = page.getByRole('tabpanel', { name: 'Login' });
  await loginPanel.getByLabel('Username').fill('ab');
  await loginPanel.getByLabel('Password').fill('12345');
  await loginPanel.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(loginPanel.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(loginPanel.getByText('Password must be at least 6 characters')).toBeVisible();
  await expectSignedOut(page);
});

test('the auth page: tabs by keyboard, the three features, no Google button without Firebase', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveTitle(/Login/);
  const loginTab = page.getByRole('tab', { name: 'Login' });
  await expect(page.getByRole('tablist', { name: 'Login or register' })).toBeVisible();
  await expect(loginTab).toHaveAttribute('aria-selected', 'true');
  await loginTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Register' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Confirm password')).toBeVisible();

  const features = page.getByRole('complementary', { name: 'Make memes with AI' });
  for (const title of ['AI meme generation', 'Template mode', 'Stickers and emoji']) {
    await expect(features.getByRole('heading', { name: title })).toBeVisible();
  }
  // The e2e server runs without FIREBASE_PROJECT_ID.
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
});

test('the gates: a visitor goes from /profile to /auth, a signed-in user from /auth to /', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(pathIs('/auth'));
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(pathIs('/auth'));

  const username = uniqueUsername('gate');
  await register(page, username, 'gate-pass');
  await page.goto('/auth');
  await expect(page).toHaveURL(pathIs('/'));
  await expectSignedIn(page, username);
  // A signed-in non-admin is sent from the admin pages to /.
  await page.goto('/admin');
  await expect(page).toHaveURL(pathIs('/'));
});

test('a taken username is refused with the server’s message', async ({ page, browser }) => {
  const username = uniqueUsername('taken');
  await register(page, username, 'taken-pass');

  const other = await (await browser.newContext()).newPage();
  await openRegisterTab(other);
  // Names are compared ignoring case.
  const panel = await fillRegister(other, { username: username.toUpperCase(), password: 'other-pass', confirm: 'other-pass' });
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expectToast(other, 'Registration failed', 'Username already taken');
  await expect(other).toHaveURL(pathIs('/auth'));
  await expectSignedOut(other);
  await other.context().close();
});

test('profile and settings show the account, its balance and the empty lists', async ({ page }) => {
  const username = uniqueUsername('prof');
  await register(page, username, 'profile-pass');

  await sideNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(pathIs('/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const card = page.getByRole('region', { name: username });
  // The letter avatar: the username's first letter in capitals.
  await expect(card.getByText(username[0]!.toUpperCase(), { exact: true })).toBeVisible();
  await expect(card).toContainText('No email address');
  await expect(card.getByRole('term')).toHaveText('Meme Fuel');
  await expect(card.getByRole('definition')).toHaveText('05');
  await expect(card.getByRole('link', { name: 'Buy More' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/profile/settings');
  await expect(page.getByRole('link', { name: 'Open Admin Panel' })).toHaveCount(0);

  await expect(page.getByRole('tab', { name: 'My Memes' })).toHaveAttribute('aria-selected', 'true');
  const memes = page.getByRole('tabpanel', { name: 'My Memes' });
  await expect(memes).toContainText("You haven't created any memes yet.");
  await expect(memes.getByRole('link', { name: 'Create a meme' })).toHaveAttribute('href', '/create');

  await page.getByRole('tab', { name: 'Token Purchases' }).click();
  const purchases = page.getByRole('tabpanel', { name: 'Token Purchases' });
  await expect(purchases).toContainText("You haven't bought any tokens yet.");
  await expect(purchases.getByRole('link', { name: 'View token packs' })).toHaveAttribute('href', '/pricing');

  await card.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(pathIs('/profile/settings'));
  const details = page.getByRole('region', { name: 'Account Information' });
  await expect(details).toContainText(username);
  await expect(details).not.toContainText('Administrator');
});

test('the change-password form shows the spec’s rules and the server’s refusal', async ({ page }) => {
  const username = uniqueUsername('pw');
  await register(page, username, 'right-pass');
  await page.goto('/profile/settings');
  const form = page.getByRole('region', { name: 'Change Password' });
  const current = form.getByLabel('Current password');
  const next = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm new password');
  await expect(next).toHaveAccessibleDescription('Must be at least 8 characters long');

  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(current).toHaveAccessibleDescription('Current password is required');
  await expect(next).toHaveAccessibleDescription(/New password must be at least 8 characters/);
  await expect(confirm).toHaveAccessibleDescription('Please confirm your password');

  await next.fill('long-enough-1');
  await confirm.fill('long-enough-2');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  await expect(next).toHaveAccessibleDescription('Must be at least 8 characters long');

  // Valid in the browser, refused by the server: the current password is wrong.
  await current.fill('wrong-pass');
  await confirm.fill('long-enough-1');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Change Failed', 'Current password is incorrect');
  await expect(current).toHaveValue('wrong-pass');
});

test('an administrator sees the badge and the Admin Panel card', async ({ page }) => {
  const username = process.env.ADMIN_USERNAME;
  const password = process.env.ADMIN_PASSWORD;
  test.skip(!username || !password, 'set ADMIN_USERNAME and ADMIN_PASSWORD (the e2e server inherits them)');
  await submitLogin(page, username!, password!);
  await expectToast(page, 'Login successful');
  await page.goto('/profile');
  const admin = page.getByRole('link', { name: 'Open Admin Panel' });
  await expect(admin).toHaveAttribute('href', '/admin');
  await page.goto('/profile/settings');
  await expect(page.getByRole('region', { name: 'Account Information' })).toContainText('Administrator');
});

test('logging out in one tab turns another open tab into a visitor without a reload', async ({ page, context }) => {
  await signUp(page, 'tabs');
  const other = await context.newPage();
  // The other tab's subscriptions are live once both subscribe messages have gone out.
  const otherSocket = other.waitForEvent('websocket');
  await other.goto('/');
  const socket = await otherSocket;
  let subscribed = 0;
  await socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"type":"subscribe"') && ++subscribed === 2 });
  await expect(sideNav(other).getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/');
  await sideNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(sideNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  // The server closes the other tab's socket (4403); the tab finds its session gone.
  await expect(sideNav(other).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(sideNav(other).getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
