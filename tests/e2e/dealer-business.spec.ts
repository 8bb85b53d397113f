import { expect, test } from './fixtures.ts';
import { approvedDealerByApi, newPerson } from './helpers.ts';

/**
 * A dealer runs the business from the dashboard (issue 18): imports a CSV with one bad row, sees the report
 * with the row to fix, is stopped by the Basic plan's limit and upgrades past it. A new dealer of its own
 * (Basic, no subscription): the seeded demo dealership is on Premium.
 */

const tag = Date.now().toString(36);
const HEADER = 'stock_number,make,model,year,price,currency,mileage,condition,location,region';
const good = (i: number) =>
  `E2E-${tag}-${i},Porsche,911 GT3 ${i},2023,${230000 + i},USD,1200,excellent,"Stuttgart, Germany",Europe`;
const bad = `E2E-${tag}-bad,Porsche,911 Turbo,1850,250000,USD,900,excellent,"Stuttgart, Germany",Europe`;

test('a dealer imports a CSV with one bad row, sees the report and upgrades the plan past the limit', async ({
  page,
}) => {
  await approvedDealerByApi(page.context().request, newPerson('biz'));
  await page.goto('/seller-dashboard?tab=business');
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Basic' }).getByText('Current')).toBeVisible();

  // Seven good cars and one bad row: more than Basic allows, so nothing is imported and the upgrade is offered.
  const rows = [HEADER, ...Array.from({ length: 7 }, (_, i) => good(i)), bad].join('\n');
  const file = { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) };
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Your plan allows 5 listings' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Upgrade your plan' })).toBeVisible();

  // Upgrade to Pro through the (sandbox) payment provider.
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('You are on Pro')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pro' }).getByText('Current')).toBeVisible();
  await expect(page.getByTestId('plan-usage')).toContainText('of 50 listings used');

  // The same file now imports: seven created, the bad row reported to fix.
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
  const report = page
    .getByRole('list', { name: 'Import report' })
    .or(page.locator('dl[aria-label="Import report"]'));
  await expect(report).toContainText('Created7');
  await expect(report).toContainText('Rows not imported1');
  const failing = page.getByRole('table', { name: 'Rows with errors' }).getByRole('row').nth(1);
  await expect(failing).toContainText('9');
  await expect(failing).toContainText('year');
  await expect(failing).toContainText('Year must be 1900 or later');

  // The imported cars wait for review in My Listings.
  await page.getByRole('tab', { name: 'My Listings' }).click();
  await expect(page.getByText('911 GT3 6').first()).toBeVisible();
});
