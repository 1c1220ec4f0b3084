// Personal API tokens in /profile/settings (issue 15, item 1): create one and see its secret once,
// copy it, call the API with it as the same user, find it listed with its last use, revoke it
// after a confirmation, and the API then refuses it (401). Also the 20-token limit's message.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

const VIEWER = { query: '{ viewer { username } }' };

/** A GraphQL request with the token only: the `request` fixture shares no cookie with the page. */
function asToken(request: APIRequestContext, token: string) {
  return request.post('/graphql', { data: VIEWER, headers: { authorization: `Bearer ${token}` } });
}

function tokensCard(page: Page) {
  return page.getByRole('region', { name: 'API Tokens' });
}

test('a token is shown once, works as its owner, lists its last use and stops working when revoked', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const username = await signUp(page, 'tokens');
  await page.goto('/profile/settings');
  const card = tokensCard(page);
  await expect(card.getByText('You have no API tokens yet.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'How to use the API' })).toHaveAttribute('href', '/developers');

  // The shared rule, checked in the browser before any request.
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText('Give the token a name')).toBeVisible();
  await card.getByLabel('Token name').fill('CI bot');
  await card.getByRole('button', { name: 'Create token' }).click();

  const secretField = card.getByLabel('Your new token “CI bot”');
  await expect(secretField).toBeFocused();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^mm_pat_[0-9A-Za-z]{36}$/);
  await expect(secretField).toHaveAttribute('readonly', '');
  await expect(card.getByText('Copy it now and keep it somewhere safe: it will not be shown again.')).toBeVisible();
  await card.getByRole('button', { name: 'Copy token' }).click();
  await expect(card.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // Listed at once, newest first, with only a preview of the secret.
  const row = card.getByRole('listitem').filter({ hasText: 'CI bot' });
  await expect(row).toContainText(`mm_pat_…${secret.slice(-4)}`);
  await expect(row).toContainText('Never used');
  await expect(row).toContainText(/Created \w{3} \d{1,2}, \d{4}/);

  const call = await asToken(request, secret);
  expect(call.status()).toBe(200);
  expect(await call.json()).toEqual({ data: { viewer: { username } } });

  await card.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toHaveCount(0);
  await expect(card.getByLabel('Token name')).toBeVisible();

  await page.reload();
  await expect(row).toContainText(/Last used (this minute|\d+ minutes? ago)/);
  expect(await page.content()).not.toContain(secret);
  await expect(card.getByRole('textbox')).toHaveCount(1);

  await row.getByRole('button', { name: 'Revoke CI bot' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke “CI bot”?' });
  await expect(dialog).toContainText('Scripts and apps using this token will stop working at once.');
  await dialog.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Token “CI bot” revoked');
  await expect(card.getByText('You have no API tokens yet.')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(0);

  const refused = await asToken(request, secret);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).errors[0].message).toBe('This API token is not valid. It may have been revoked.');
});

test('the 21st token is refused with the limit message, and the form keeps its name', async ({ page }) => {
  await signUp(page, 'tokens20');
  // Twenty tokens through the same session as the page (a cookie request needs the CSRF header).
  for (let index = 1; index <= 20; index += 1) {
    const response = await page.request.post('/graphql', {
      data: { query: 'mutation($name: String!) { createApiToken(input: { name: $name }) { __typename } }', variables: { name: `script ${index}` } },
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect((await response.json()).data.createApiToken.__typename).toBe('CreateApiTokenSuccess');
  }
  await page.goto('/profile/settings');
  const card = tokensCard(page);
  await expect(card.getByRole('listitem')).toHaveCount(20);
  await expect(card.getByRole('listitem').first()).toContainText('script 20');
  await card.getByLabel('Token name').fill('one too many');
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByRole('alert')).toHaveText('You have 20 API tokens, the most an account can have. Revoke one first.');
  await expect(card.getByLabel('Token name')).toHaveValue('one too many');
  await expect(card.getByRole('listitem')).toHaveCount(20);
});
