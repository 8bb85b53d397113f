import { expect, test } from '@playwright/test';

/** Issue 17: a visitor switches to euros and reads every price in euros, the seller's price beside. */
test('switching the display currency to EUR shows prices in euros on /listings and a listing page', async ({
  page,
}) => {
  await page.goto('/listings');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  // Nobody chose: US dollars, the spec's default.
  await expect(cards.first().getByTestId('card-price')).toContainText('$');

  const prices = cards.getByTestId('card-price');
  // The server-rendered page becomes live a moment after it shows: choose until the choice takes.
  await expect(async () => {
    await page.getByLabel('Display currency').first().selectOption('EUR');
    await expect(prices.first()).toContainText('€', { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  for (const text of await prices.allTextContents()) expect(text).toMatch(/€/);
  // A car priced in another currency shows the seller's own price beside the euros.
  await expect(cards.getByTestId('seller-price').first()).toBeVisible();

  // The choice is remembered on the next page.
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('listing-price')).toContainText('€', { timeout: 30_000 });
  await expect(page.getByTestId('seller-price')).toHaveText(/[A-Z]{3} [\d,]+/);
  await expect(page.getByRole('region', { name: 'Market range' })).toBeVisible();
});
