import { type Browser, expect, type Page, test } from './fixtures.ts';
import { DEMO_ADMIN, holdRequests, newPerson, registerByApi, signInOnPage } from './helpers.ts';

/**
 * The Help Center's live chat (issue 15, item 10): a visitor is invited to sign in; a customer opens the
 * chat from the Help Center and writes with Enter; an administrator answers from the admin panel's
 * Support tab; the answer appears in the customer's chat by itself.
 */

test.describe.configure({ timeout: 90_000 });

async function newSignedInPage(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOnPage(page, email, password);
  return page;
}

test('a signed-out visitor is invited to sign in and comes back to the chat', async ({ browser, page }) => {
  const person = newPerson('chat-visitor');
  const elsewhere = await browser.newContext();
  await registerByApi(elsewhere.request, person);
  await elsewhere.close();

  await page.goto('/help-center');
  await page.getByRole('link', { name: 'Start a chat' }).click();
  await expect(page).toHaveURL('/help/chat');
  await expect(page.getByRole('heading', { name: 'Sign in to chat with our team' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/help/chat');
  await expect(page.getByText('How can we help?')).toBeVisible();
});

test('a customer writes from the Help Center, the team answers in the Support tab', async ({
  browser,
  page,
}) => {
  const person = newPerson('chat');
  await registerByApi(page.request, person);

  // From the Help Center's Live Chat card.
  await page.goto('/help-center');
  await page.getByRole('link', { name: 'Start a chat' }).click();
  await expect(page).toHaveURL('/help/chat');
  await expect(page.getByText('How can we help?')).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'open');

  // Enter sends; Shift+Enter is a new line.
  const box = page.getByLabel('Message to support');
  await box.fill('Hello, I need help');
  await box.press('Shift+Enter');
  await box.pressSequentially('with my dealer application.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hello, I need help\nwith my dealer application.')).toBeVisible();
  await expect(log.getByText('Sent', { exact: true })).toBeVisible();

  // The administrator sees the thread, unread, in the Support tab, and answers.
  const admin = await newSignedInPage(browser, DEMO_ADMIN);
  await admin.goto('/admin?tab=support');
  const thread = admin.getByTestId('support-thread').filter({ hasText: 'with my dealer application.' });
  await expect(thread).toContainText('1 unread');
  await thread.click();
  const adminLog = admin.getByRole('log', { name: 'Messages' });
  await expect(adminLog.getByText('with my dealer application.')).toBeVisible();
  const reply = admin.getByLabel(/^Reply to /);
  const answer = 'Happy to help: your application is with our team today.';
  // The live event of the reply brings it into the thread before the answer to its send arrives (held
  // here until then): it shows once, as sent, not again as on its way. A read the page cancelled (a newer
  // refetch replaces it) has no body to read: it is not the one awaited.
  const threadWithAnswer = admin.waitForResponse(
    async (r) =>
      r.request().method() === 'GET' &&
      /\/api\/admin\/support\/threads\/[^/?]+/.test(r.url()) &&
      (await r.text().catch(() => '')).includes(answer),
  );
  const send = await holdRequests(admin, '**/api/admin/support/threads/*/messages');
  await reply.fill(answer);
  await reply.press('Enter');
  await threadWithAnswer;
  await expect(adminLog.getByTestId('support-sending')).toHaveCount(0);
  await expect(adminLog.getByText(answer)).toHaveCount(1);
  send.release();
  await expect(adminLog.getByText(answer)).toBeVisible();
  await expect(reply).toHaveValue('');

  // The customer's chat shows the answer without a reload.
  await expect(log.getByText(answer)).toBeVisible();
  await expect(log.getByText('Support team')).toBeVisible();
  // Their message reads as read by the team on the customer's side, and the reply as read on the team's.
  await expect(adminLog.getByText('Read', { exact: true })).toBeVisible();

  // On a phone the inbox fits the screen: long last messages are cut, nothing scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin?tab=support');
  await expect(admin.getByTestId('support-thread').first()).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
