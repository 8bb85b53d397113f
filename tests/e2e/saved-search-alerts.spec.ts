import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { newPerson, registerByApi, signInByApi } from './helpers.ts';

/**
 * A buyer saves a search on /listings; an administrator approves a matching car; the alert e-mail (an .eml
 * in the server's outbox) links to the car and unsubscribes without signing in.
 */

const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The decoded text of the outbox's e-mails to `to` (quoted-printable undone). */
async function mailsTo(to: string): Promise<string[]> {
  const files = await readdir(outbox()).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((f) => readFile(path.join(outbox(), f), 'utf8')));
  return texts
    .filter((t) => t.includes(`To: ${to}`))
    .map((t) =>
      t
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

test('a saved search e-mails a new matching car, whose links open it and unsubscribe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = newPerson('alerts');
  await registerByApi(page.request, buyer);
  const tag = `e2e${Date.now().toString(36)}`;

  // The buyer searches and saves the search, to be e-mailed at once.
  await page.goto(`/listings?make=Bugatti&q=${tag}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByText(`Bugatti · “${tag}”`)).toBeVisible();
  await dialog.getByLabel('Name').fill('My Bugatti');
  await dialog.getByLabel('E-mail me new matches').selectOption('instant');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A dealer lists a matching car and an administrator approves it.
  const dealer = await browser.newContext();
  await signInByApi(dealer.request, 'dealer@demo.test');
  const created = await dealer.request.post('/api/listings', {
    data: {
      make: 'Bugatti',
      model: `Chiron ${tag}`,
      year: 2024,
      price: 3_300_000,
      location: 'Molsheim, France',
      region: 'Europe',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = (await created.json()).id as number;
  const admin = await browser.newContext();
  await signInByApi(admin.request, 'admin@demo.test');
  const approved = await admin.request.post(`/api/admin/approve-listing/${listingId}`);
  expect(approved.status(), await approved.text()).toBe(200);

  // The alert arrives in the outbox (after the buyer's address confirmation): the job runner and the mail
  // sender work every few seconds.
  const alertMail = async () => (await mailsTo(buyer.email)).find((m) => m.includes('My Bugatti')) ?? '';
  await expect.poll(alertMail, { timeout: 20_000 }).toContain('My Bugatti');
  const mail = await alertMail();
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const carLink = new URL(/(http\S+\/listing\/\d+)/.exec(mail)![1]!);
  expect(carLink.pathname).toBe(`/listing/${listingId}`);
  const unsubscribeLink = new URL(/Stop these e-mails: (\S+)/.exec(mail)![1]!);

  // Its link opens the car.
  await page.goto(carLink.pathname);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Chiron ${tag}`) })).toBeVisible();

  // Its unsubscribe link works without a session.
  const stranger = await browser.newContext();
  const unsubscribePage = await stranger.newPage();
  await unsubscribePage.goto(`${unsubscribeLink.pathname}${unsubscribeLink.search}`);
  await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribePage.getByText('You are unsubscribed.')).toBeVisible();
  await expect(unsubscribePage.getByText('We will no longer e-mail you about: My Bugatti.')).toBeVisible();

  // The buyer's alerts page shows the search with its e-mails off and the new car counted.
  await page.goto('/account/alerts');
  const row = page.getByRole('listitem', { name: 'My Bugatti' });
  await expect(row.getByText('1 new since last visit')).toBeVisible();
  await expect(row.getByLabel('E-mail alerts for My Bugatti')).toHaveValue('off');
  await Promise.all([dealer.close(), admin.close(), stranger.close()]);
});

test('signed out, Save this search leads to sign-in and back to the dialog', async ({ page }) => {
  const buyer = newPerson('alerts');
  await registerByApi(page.request, buyer);
  await page.request.post('/api/auth/logout');
  await page.goto('/listings?make=Ferrari');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/listings\?make=Ferrari$/);
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Search saved')).toBeVisible();
  const saved = await (await page.request.get('/api/saved-searches')).json();
  expect(saved).toEqual([
    expect.objectContaining({ name: 'Ferrari', frequency: 'daily', filters: { make: 'Ferrari' } }),
  ]);
});
