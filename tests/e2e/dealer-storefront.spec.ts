import { type APIRequestContext, type Browser, expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, header, signIn, signInByApi, signInOnPage } from './helpers.ts';

/**
 * Dealers' storefronts and reports (issue 18): the demo dealer edits its storefront and sees it as
 * visitors do; a visitor reports a listing and an administrator removes it from the Reports tab.
 */

const DEALER = 'dealer@demo.test';
const tag = () => Date.now().toString(36).slice(-6);

async function apiAs(browser: Browser, baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  await signInByApi(context.request, email);
  return context.request;
}

test.describe('dealer storefronts and reports', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a dealer edits the storefront and sees it; visitors see it without phone and website', async ({
    page,
    browser,
    baseURL,
  }) => {
    const about = `Family dealership on the Riviera since 1962 (${tag()}).`;
    await signInOnPage(page, DEALER, DEMO_PASSWORD);
    await page.goto('/seller-dashboard?tab=storefront');
    const editor = page.getByRole('region', { name: 'Your storefront' });
    await editor.getByLabel('About').fill(about);
    await editor.getByLabel('Location').fill('Monaco');
    await editor.getByLabel('Phone').fill('+377 93 50 00 00');
    await editor.getByLabel('Website').fill('not a website');
    await editor.getByRole('button', { name: 'Save storefront' }).click();
    await expect(
      editor.getByText('Website must be an address starting with http:// or https://'),
    ).toBeVisible();
    await editor.getByLabel('Website').fill('https://bellini.example');
    await editor.getByRole('button', { name: 'Save storefront' }).click();
    await expect(page.getByText('Storefront saved')).toBeVisible();

    await editor.getByRole('link', { name: 'View storefront' }).click();
    await expect(page).toHaveURL(/\/dealer\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bellini Prestige Motors' })).toBeVisible();
    await expect(page.getByText(about)).toBeVisible();
    await expect(page.getByText('Verified Dealer', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '+377 93 50 00 00' })).toBeVisible();
    await expect(page.getByTestId('results-count')).toContainText(/vehicle/);
    const storefront = page.url();

    // A visitor: the page comes rendered from the server, with its AutoDealer data and no contact details.
    const visitor = await browser.newContext({ baseURL });
    const res = await visitor.request.get(storefront);
    const html = await res.text();
    expect(html).toContain('"@type":"AutoDealer"');
    expect(html).toContain('og:title');
    expect(html).not.toContain('+377 93 50 00 00');
    const anon = await visitor.newPage();
    await anon.goto(storefront);
    await expect(anon.getByText(about)).toBeVisible();
    await expect(anon.getByText("Sign in to see the dealer's phone and website.")).toBeVisible();
    await expect(anon.getByText('+377 93 50 00 00')).toHaveCount(0);
    await visitor.close();
  });

  test('a visitor reports a listing and an administrator removes it', async ({ page, browser, baseURL }) => {
    // A live listing of the dealer's own, so no other test's listing is taken down.
    const dealer = await apiAs(browser, baseURL!, DEALER);
    const model = `Roma Report ${tag()}`;
    const created = await dealer.post('/api/listings', {
      data: {
        make: 'Ferrari',
        model,
        year: 2024,
        price: 145000,
        currency: 'USD',
        mileage: 5400,
        condition: 'excellent',
        location: 'Monaco',
        region: 'Europe',
        description: 'Arranged by the storefront end-to-end test.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // The administrator signs in once (one two-factor code) and approves it through that session.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await signIn(adminPage, DEMO_ADMIN, DEMO_PASSWORD);
    await expect(header(adminPage).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect((await adminPage.request.post(`/api/admin/approve-listing/${id}`)).status()).toBe(200);
    const title = `2024 Ferrari ${model}`;

    // The visitor reports it, by keyboard: the dialog's reasons are radio buttons.
    await page.goto('/login');
    await signIn(page, 'buyer@demo.test', DEMO_PASSWORD);
    await expect(header(page).getByRole('link', { name: 'Account settings' })).toBeVisible();
    await page.goto(`/listing/${id}`);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Suspected scam' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Suspected scam' })).toBeChecked();
    await dialog.getByLabel('Details (optional)').fill('The seller asked for a deposit by Western Union.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Report sent')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The administrator removes it from the Reports tab.
    await adminPage.goto('/admin?tab=reports');
    const row = adminPage.getByRole('article', { name: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('The seller asked for a deposit by Western Union.')).toBeVisible();
    await row.getByRole('button', { name: 'Remove listing' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Remove listing' });
    await confirm.getByLabel('Reason').fill('Scam reported and confirmed with the seller.');
    await confirm.getByRole('button', { name: 'Remove Listing' }).click();
    await expect(adminPage.getByText('Listing Removed')).toBeVisible();
    await expect(row).toHaveCount(0);
    await adminContext.close();

    // Gone for the public.
    const visitor = await browser.newContext({ baseURL });
    expect((await visitor.request.get(`/api/listings/${id}`)).status()).toBe(404);
  });
});
