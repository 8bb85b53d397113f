import { expect, test } from './fixtures.ts';
import { approvedDealerByApi, newPerson, signInByApi, signInOnPage } from './helpers.ts';

/**
 * What a seller's dashboard says of a listing's term (issue 18): a private seller's listing is live for
 * the 90 days its fee covers, with its date and, in the last 7 days, Renew; a dealer's listings over a
 * smaller plan's limit are paused, with the way back.
 */

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DAY = 86_400_000;
const car = (model: string) => ({
  make: 'Lotus',
  model,
  year: 2023,
  price: 98000,
  location: 'Geneva, Switzerland',
  region: 'Europe',
});

test('a private seller sees until when the listing is live, and Renew in its last days', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInOnPage(page, 'seller@demo.test');
  const model = `Emira Term ${tag()}`;
  const created = await page.request.post('/api/listings', { data: car(model) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const admin = await browser.newContext({ baseURL });
  await signInByApi(admin.request, 'admin@demo.test');
  expect((await admin.request.post(`/api/admin/approve-listing/${id}`)).ok()).toBe(true);
  await admin.close();

  const own = (await (await page.request.get(`/api/listings/${id}`)).json()) as { expiresAt: string };
  const expiresAt = new Date(own.expiresAt);
  expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 89 * DAY);
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(expiresAt);

  await page.goto('/seller-dashboard');
  const card = page.getByRole('article', { name: `2023 Lotus ${model}` });
  await expect(card.getByTestId('listing-expiry')).toHaveText(`Live until ${date}`);
  await expect(card.getByRole('button', { name: /^Renew/ })).toHaveCount(0);

  // The browser's clock three days before the end: the reminder window, with Renew. (The server's own
  // clock decides a renewal: the integration tests renew with a controlled clock.)
  await page.clock.install({ time: new Date(expiresAt.getTime() - 3 * DAY + 60_000) });
  await page.goto(`/seller-dashboard?renew=${id}`);
  await expect(card.getByTestId('listing-expiry')).toHaveText('Expires in 3 days');
  const renew = card.getByRole('button', { name: `Renew 2023 Lotus ${model} for $99` });
  await expect(renew).toBeVisible();
  // The reminder e-mail's link brings that listing's Renew button into focus.
  await expect(renew).toBeFocused();
});

test('a dealer moved to a smaller plan sees which listings are paused and upgrades to bring them back', async ({
  page,
}) => {
  test.slow();
  const request = page.context().request;
  await approvedDealerByApi(request, newPerson('park'));
  expect((await request.post('/api/plans/subscribe', { data: { plan: 'premium' } })).ok()).toBe(true);
  const t = tag();
  // Pro allows 50: the 51st, the newest, is paused when the dealer moves to Pro.
  for (let i = 0; i <= 50; i++)
    expect((await request.post('/api/listings', { data: car(`Park ${t} ${i}`) })).status()).toBe(201);
  expect((await request.post('/api/plans/subscribe', { data: { plan: 'pro' } })).ok()).toBe(true);

  await page.goto('/seller-dashboard');
  const paused = page.getByRole('article', { name: `2023 Lotus Park ${t} 50` });
  // Fifty-one cards on a shared machine: the first paint may take a while.
  await expect(paused.getByTestId('waiting-state')).toHaveText('Paused: over your plan’s limit', {
    timeout: 30_000,
  });
  await expect(paused).toContainText(
    'Upgrade your plan, or sell or delete another listing, to bring it back.',
  );
  const kept = page.getByRole('article', { name: `2023 Lotus Park ${t} 0`, exact: true });
  await expect(kept.getByTestId('waiting-state')).toHaveText('In review');

  await paused.getByRole('link', { name: 'Upgrade plan' }).click();
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Premium' }).click();
  await expect(page.getByText('You are on Premium')).toBeVisible();
  await page.getByRole('tab', { name: /Listings/ }).click();
  await expect(paused.getByTestId('waiting-state')).toHaveText('In review');
});
