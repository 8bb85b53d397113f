import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { newPerson, registerByApi, signInByApi } from './helpers.ts';

/**
 * Buyers come back: a buyer watches a car from its card, finds it on /watchlist, its seller lowers the
 * price and the buyer's e-mail is in the outbox; two cars compared side by side.
 */

const SELLER = 'seller@demo.test';

/** The e-mails written to the server's outbox so far (DATA_DIR/outbox, no SMTP in the tests). */
function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

interface ApiListing {
  id: number;
  year: number;
  make: string;
  model: string;
  price: number;
  currency: string;
}

test('a buyer watches a car from its card and hears of its price drop', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The seller's live car, found through the API as the seller.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInByApi(sellerPage.request, SELLER);
  const me = await (await sellerPage.request.get('/api/users/me')).json();
  const own: ApiListing[] = await (
    await sellerPage.request.get(`/api/listings?sellerId=${me.id}&status=active&limit=100`)
  ).json();
  const car = own[0]!;
  const title = `${car.year} ${car.make} ${car.model}`;

  const buyer = newPerson('watcher');
  await registerByApi(page.request, buyer);
  await page.goto(`/listings?make=${encodeURIComponent(car.make)}`);
  const heart = page.getByRole('button', { name: `Watch ${title}` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to your watchlist')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Watchlist' }).click();
  await expect(page).toHaveURL('/watchlist');
  const watched = page.getByRole('list', { name: 'Watched cars' });
  await expect(watched.getByRole('link', { name: title })).toBeVisible();

  // The seller lowers the price from the dashboard.
  await sellerPage.goto('/seller-dashboard');
  await sellerPage.getByRole('button', { name: `Change price of ${title}` }).click();
  const dialog = sellerPage.getByRole('dialog', { name: 'Change price' });
  const lower = Math.round(car.price * 0.9);
  await dialog.getByLabel(/New price/).fill(String(lower));
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(sellerPage.getByText('Price updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The watcher's e-mail goes out through the outbox.
  await expect
    .poll(() => outbox().find((m) => m.includes(buyer.email) && m.includes('Price drop')), {
      timeout: 20_000,
    })
    .toBeTruthy();
  // The watchlist shows the drop.
  await page.reload();
  // In the seller's currency, with the visitor's dollars beside it when they differ.
  const drop =
    car.currency === 'USD'
      ? /^Down \$[\d,]+ since/
      : new RegExp(`^Down ${car.currency} [\\d,]+ · about \\$[\\d,]+ since`);
  await expect(watched.getByText(drop)).toBeVisible();
  await sellerContext.close();
});

test('two cars compared side by side from the tray', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listings');
  const toggles = page.getByRole('button', { name: /^Compare / });
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true');
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await expect(tray).toBeVisible();
  await expect(tray).toContainText('2/4');
  await tray.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible();
  const rows = await table.locator('tbody tr').count();
  await page.getByLabel('Hide rows that are the same').check();
  const differing = await table.locator('tbody tr').count();
  expect(differing).toBeLessThanOrEqual(rows);
  expect(differing).toBeGreaterThan(0);
  // The pick is kept in the browser: the tray is there again on the next page.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Compare tray' })).toContainText('2/4');
});

test('on a phone, the heart leaves the make lettering at the top of a card photo clear', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listings');
  const card = page.getByTestId('listing-card').first();
  const heart = card.getByRole('button', { name: /^Watch / });
  await expect(heart).toBeVisible();
  // The photos set the make's name along their top left; the heart sat on it.
  const photo = (await card.getByRole('img').first().boundingBox())!;
  const box = (await heart.boundingBox())!;
  expect(box.y).toBeGreaterThan(photo.y + photo.height / 2);
  expect(box.y + box.height).toBeLessThanOrEqual(photo.y + photo.height);
});
