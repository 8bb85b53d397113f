import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures.ts';
import {
  header,
  newPerson,
  DEMO_PASSWORD as PASSWORD,
  signIn,
  signInOnPage as signInAs,
  signInByApi,
  signOut,
  signUp,
} from './helpers.ts';

/**
 * Administrator journeys (spec section 2, 'Admin panel' and 'Admin KYC review') against the real server.
 * Each test makes the state it changes itself (its own pending listings), except the seeded pending dealer
 * and KYC application, which the spec names. The KYC review asks for a resubmission, so it never verifies
 * the pending dealer behind the verification test's back, whichever runs first.
 */

const ADMIN = 'admin@demo.test';
const tag = () => Date.now().toString(36).slice(-6);

/** A separate signed-in API session (its own cookies), for arranging data as another user. */
async function apiAs(browser: Browser, baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  await signInByApi(context.request, email);
  return context.request;
}

/** A new listing as `seller`: every new listing waits for an administrator. */
async function createPendingListing(api: APIRequestContext, make: string, model: string) {
  const res = await api.post('/api/listings', {
    data: {
      make,
      model,
      year: 2024,
      price: 187500,
      currency: 'USD',
      mileage: 1200,
      condition: 'excellent',
      location: 'Geneva, Switzerland',
      region: 'Europe',
      description: 'Arranged by the admin end-to-end test.',
      features: ['Carbon pack'],
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, title: `2024 ${make} ${model}` };
}

const pendingRow = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('admin panel', () => {
  // Several browsers and a sign-in each: more than the default budget on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('who may see it: signed out, another role, an administrator', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('You need to be logged in to access the admin panel.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, 'buyer@demo.test', PASSWORD);
    // The Sign In link remembered the panel.
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Only administrators can access this panel.')).toBeVisible();
    await page.goto('/admin/kyc-review');
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await signOut(page);
    await signInAs(page, ADMIN);
    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/admin-panel');
    await expect(page.getByRole('heading', { name: 'Admin Control Center' })).toBeVisible();
    await expect(page.getByText('System Operational')).toBeVisible();

    // The four live counts come from the analytics endpoint.
    const analytics = (await (await page.request.get('/api/admin/analytics')).json()) as Record<
      string,
      number
    >;
    for (const [label, key] of [
      ['Total Users', 'totalUsers'],
      ['Total Listings', 'totalListings'],
      ['Total Inquiries', 'totalInquiries'],
      ['Verified Sellers', 'verifiedSellers'],
    ] as const) {
      const card = page.getByRole('listitem').filter({ hasText: label });
      await expect(card).toContainText(Number(analytics[key]).toLocaleString('en-US'));
    }

    // Tabs are keyboard accessible and kept in the address.
    const pendingTab = page.getByRole('tab', { name: /Pending Approvals/ });
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await pendingTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Seller Verification/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/tab=sellers/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=ratings/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=reports/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=support/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=users/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=analytics/);
    await expect(page.getByText('Activity, last 30 days')).toBeVisible();
    await expect(page.getByText('Listings by status')).toBeVisible();
    await expect(page.getByText('Revenue', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=currencies/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=system/);
    await expect(page.getByText('Healthy')).toBeVisible();
    await expect(page.getByText('Database', { exact: true })).toBeVisible();

    // A reload keeps the tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'System Status' })).toHaveAttribute('aria-selected', 'true');
  });

  test('approving a pending listing puts it live on /listings and in the audit log', async ({
    page,
    browser,
    baseURL,
  }) => {
    const dealer = await apiAs(browser, baseURL!, 'dealer@demo.test');
    const listing = await createPendingListing(dealer, 'Lotus', `Evora GT Approve ${tag()}`);

    // Not public yet.
    const before = await page.request.get(`/api/listings/${listing.id}`);
    expect(before.status()).toBe(404);

    await signInAs(page, ADMIN);
    await page.goto('/admin-panel');
    const row = pendingRow(page, listing.title);
    await expect(row).toBeVisible();
    await expect(row).toContainText('bellini_motors');
    await expect(row).toContainText('$187,500');
    await expect(row).toContainText('Geneva, Switzerland');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Listing Approved')).toBeVisible();
    await expect(page.getByText('The listing has been approved and is now live.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // Every action is audited, naming the car by its title and linking its page (issue 15 item 10).
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const entry = page.getByRole('row').filter({ hasText: listing.title });
    await expect(entry).toContainText('Approved listing');
    await expect(entry).toContainText(ADMIN);
    await expect(entry.getByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      `/listing/${listing.id}`,
    );

    // Anyone finds it now.
    await page.goto(`/listings?search=${encodeURIComponent(listing.title.replace(/^2024 /, ''))}`);
    await expect(page.getByTestId('listing-card').filter({ hasText: listing.title })).toBeVisible();
  });

  test('a pending dealer signs in to their application; their Seller Verification row leads to its review', async ({
    page,
    browser,
  }) => {
    // The dealer (a second browser) signs in and lands on the application, under review.
    const dealerContext = await browser.newContext();
    const dealerPage = await dealerContext.newPage();
    await dealerPage.goto('/login');
    await signIn(dealerPage, 'pending-dealer@demo.test', PASSWORD);
    await expect(dealerPage).toHaveURL('/register-dealer');
    await expect(dealerPage.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
    await dealerPage.goto('/seller-dashboard');
    await expect(dealerPage).toHaveURL('/register-dealer');
    await dealerContext.close();

    await signInAs(page, ADMIN);
    await page.goto('/admin-panel?tab=sellers');
    const row = page.getByRole('article', { name: 'Omar Haddad' });
    await expect(row).toContainText('pending-dealer@demo.test');
    await expect(row).toContainText('Dealer application');
    await expect(row).toContainText('Joined');
    // A dealer is verified by approving the application (its documents), not by a bare Verify.
    await expect(row.getByRole('button', { name: 'Verify' })).toHaveCount(0);
    await row.getByRole('link', { name: 'Review application' }).click();
    await expect(page).toHaveURL(/\/admin\/kyc-review\?application=\d+$/);
    const dialog = page.getByRole('dialog', { name: 'Review application' });
    await expect(dialog).toContainText('Haddad Luxury Autos');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/admin/kyc-review');
  });

  test('rejecting a seller needs a reason and takes them off the queue', async ({ page, browser }) => {
    // A dealer of our own who asked to sell (the queue lists those, not every buyer): sign one up.
    const person = newPerson('reject');
    const signupContext = await browser.newContext();
    const signupPage = await signupContext.newPage();
    await signUp(signupPage, person, { dealer: true });
    await expect(signupPage).toHaveURL('/register-dealer');
    await signupContext.close();

    await signInAs(page, ADMIN);
    await page.goto('/admin-panel?tab=sellers');
    const row = page.getByRole('article', { name: `${person.firstName} ${person.lastName}` }).filter({
      hasText: person.email,
    });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject seller' });
    await dialog.getByRole('button', { name: 'Reject Seller' }).click();
    await expect(dialog.getByText('Please give a reason (at least 3 characters)')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Identity could not be confirmed.');
    await dialog.getByRole('button', { name: 'Reject Seller' }).click();
    await expect(page.getByText('Seller Rejected')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
  });

  test('rejecting a listing with a reason shows the reason to its seller', async ({
    page,
    browser,
    baseURL,
  }) => {
    const seller = await apiAs(browser, baseURL!, 'seller@demo.test');
    const listing = await createPendingListing(seller, 'Lotus', `Emira Reject ${tag()}`);
    const reason = `The photos are missing; please add at least three (${tag()}).`;

    await signInAs(page, ADMIN);
    await page.goto('/admin-panel');
    const row = pendingRow(page, listing.title);
    await expect(row).toContainText('jharrington');
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject listing' });
    await expect(dialog).toContainText(listing.title);
    // A reason is required; Cancel leaves the listing alone.
    await dialog.getByLabel('Reason').fill('  ');
    await dialog.getByRole('button', { name: 'Reject Listing' }).click();
    await expect(dialog.getByText('Please give a reason (at least 3 characters)')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject Listing' }).click();
    await expect(page.getByText('Listing Rejected')).toBeVisible();
    await expect(row).toHaveCount(0);

    // The seller reads the reason on their dashboard...
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await signInAs(sellerPage, 'seller@demo.test');
    await sellerPage.goto('/seller-dashboard');
    await expect(sellerPage.getByText(reason)).toBeVisible();
    // ...and the API tells them the same.
    const detail = await sellerPage.request.get(`/api/listings/${listing.id}`);
    expect(detail.ok()).toBe(true);
    expect(await detail.json()).toMatchObject({ status: 'inactive', rejectionReason: reason });
    await sellerContext.close();
  });

  test('on a phone every admin tab is on screen, and the KYC review opens at its top', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInByApi(page.request, ADMIN);
    await page.goto('/admin-panel');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) await expect(tabs.nth(i)).toBeInViewport({ ratio: 1 });
    // Stat numerals are lining figures, also where a numeric utility (tabular figures) styles them.
    await expect(page.getByText('Total Listings')).toBeVisible();
    const styles = await page
      .getByRole('main')
      .locator('span, p')
      .evaluateAll((nodes) =>
        nodes
          .filter((n) => /^\d[\d,.]*$/.test(n.textContent ?? ''))
          .map((n) => getComputedStyle(n).fontVariantNumeric),
      );
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((style) => !style.includes('lining-nums'))).toEqual([]);

    await page.goto('/admin/kyc-review');
    await page.getByRole('article', { name: 'Omar Haddad' }).getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review application' });
    await expect(dialog.getByRole('heading', { name: 'Review application' })).toBeInViewport();
    expect(await dialog.evaluate((d) => [d.scrollTop, d.scrollHeight > d.clientHeight])).toEqual([0, true]);
    await context.close();
  });

  test('reviewing the seeded KYC application: details, documents, a required decision', async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin-panel');
    await page.getByRole('link', { name: /KYC Review/ }).click();
    await expect(page).toHaveURL('/admin/kyc-review');
    await expect(page.getByRole('heading', { name: 'KYC Review', level: 1 })).toBeVisible();

    const row = page.getByRole('article', { name: 'Omar Haddad' });
    await expect(row).toContainText('pending-dealer@demo.test');
    await expect(row).toContainText('Dealer');
    await row.getByRole('button', { name: 'Review' }).click();

    const dialog = page.getByRole('dialog', { name: 'Review application' });
    await expect(dialog).toContainText('Haddad Luxury Autos');
    await expect(dialog).toContainText('+971 4 555 0142');
    await expect(dialog).toContainText('UAE');

    // The documents are private PDFs: they open in a new tab, for administrators only.
    const open = dialog.getByRole('link', { name: /Open document: Government ID/ });
    await expect(open).toHaveAttribute('target', '_blank');
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/api\/kyc\/documents\?ref=kyc%3A/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await expect.poll(() => popup.url()).toContain('/api/kyc/documents?ref=');
    await popup.close();
    const doc = await page.request.get(href!);
    expect(doc.status()).toBe(200);
    expect(doc.headers()['content-type']).toContain('application/pdf');
    expect((await doc.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(dialog.getByRole('link', { name: /Open document: Business license/ })).toBeVisible();

    // A decision is required.
    await dialog.getByRole('button', { name: 'Submit Decision' }).click();
    await expect(dialog.getByText('Please choose a decision')).toBeVisible();
    await dialog.getByRole('radio', { name: /Request resubmission/ }).click();
    await dialog
      .getByLabel('Notes (optional)')
      .fill('Please upload a sharper scan of the identity document.');
    await dialog.getByRole('button', { name: 'Submit Decision' }).click();
    await expect(page.getByText('Application Updated')).toBeVisible();
    await expect(page.getByText('KYC application status has been updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);

    // Audited with its decision.
    await page.goto('/admin-panel?tab=audit');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Reviewed KYC application' })
        .filter({ hasText: 'resubmission_required' }),
    ).toBeVisible();
  });
});
