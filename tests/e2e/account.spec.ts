import { expect, test } from './fixtures.ts';
import {
  emailTo,
  header,
  linkIn,
  newPerson,
  registerByApi,
  signIn,
  signInOnPage,
  signUp,
} from './helpers.ts';

/** Account recovery and settings (docs/decisions/0024): the journeys a person takes, e-mails included. */

// Each journey waits for e-mails, which the outbox sender delivers every few seconds.
test.slow();

test('forgot password: the link from the e-mail sets a new password, which then signs in', async ({
  page,
  browser,
}) => {
  const person = newPerson('forgot');
  const setup = await browser.newContext();
  await registerByApi(setup.request, person);
  await setup.close();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link to choose a new password');

  const link = linkIn(await emailTo(person.email, 'Reset your password'), '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-7');
  await page.getByLabel('Confirm new password').fill('a-fresh-password-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with it.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-password-8');
  await page.getByLabel('Confirm new password').fill('another-password-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid, has expired or was already used');

  await page.goto('/login');
  await signIn(page, person.email, 'a-fresh-password-7');
  await expect(page.getByText('Sign in successful')).toBeVisible();
});

test('signing out another session from the account page signs that browser out', async ({
  page,
  browser,
}) => {
  const person = newPerson('sessions');
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  await registerByApi(other.request, person);
  const otherPage = await other.newPage();
  await otherPage.goto('/messages');
  await expect(header(otherPage).getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await signInOnPage(page, person.email, person.password);
  await header(page).getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/account');
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(sessions.getByRole('status')).toHaveText('Safari on iPhone has been signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await otherPage.reload();
  await expect(header(otherPage).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await other.request.get('/api/users/me')).status()).toBe(401);
  await other.close();
});

test('a new account sees the confirmation banner until it opens the link from its e-mail', async ({
  page,
}) => {
  const person = newPerson('confirm');
  await signUp(page, person);
  await expect(page).toHaveURL('/');
  const banner = page.getByRole('region', { name: 'E-mail confirmation' });
  await expect(banner).toContainText('Please confirm your e-mail address');
  await banner.getByRole('button', { name: 'Resend the link' }).click();
  await expect(banner.getByRole('status')).toHaveText('We have sent you a new confirmation link.');

  const link = linkIn(await emailTo(person.email, 'Confirm your e-mail address'), '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'E-mail address' }).getByText('Confirmed')).toBeVisible();
});

test('the account page changes the profile', async ({ page }) => {
  const person = newPerson('profile');
  await registerByApi(page.request, person);
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('City').fill('Marseille');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile has been saved.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('City')).toHaveValue('Marseille');
});
