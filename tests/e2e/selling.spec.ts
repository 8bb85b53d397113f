import sharp from 'sharp';
import { expect, type Page, type Request, type Route, test } from './fixtures.ts';
import {
  confirmEmail,
  DEMO_PASSWORD,
  moveLeftByKeyboard,
  newPerson,
  signIn,
  signInOnPage as signInAs,
  signInByApi,
  signUp,
} from './helpers.ts';

/**
 * Selling journeys (spec section 2: seller dashboard, listing editor, /list-car, /register-dealer) against the
 * real server and its seeded demo data.
 */

let seq = 0;
const tag = () => `${Date.now().toString(36)}${++seq}`;

/** A 1600x1000 PNG of one colour, as a file for setInputFiles. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});

const statValue = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: label }).locator('p').nth(1);

/** Is the stored photo mostly blue (rather than brown)? Reads its smallest WebP variant. */
async function isBlue(page: Page, url: string): Promise<boolean> {
  const res = await page.request.get(url.replace(/-1600\.webp$/, '-400.webp'));
  expect(res.ok()).toBe(true);
  const { channels } = await sharp(await res.body()).stats();
  return channels[2]!.mean > channels[0]!.mean;
}

test.describe('seller dashboard access', () => {
  test('signed out goes to sign-in and comes back; other roles are told why not', async ({ page }) => {
    await page.goto('/seller-dashboard?tab=analytics');
    await expect(page).toHaveURL('/login');
    await signIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/seller-dashboard?tab=analytics');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this dashboard.")).toBeVisible();
  });

  test('a customer who has not started selling needs verification', async ({ page }) => {
    await signUp(page, newPerson('buyer'));
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
    await expect(
      page.getByText(
        'You need to be verified before you can sell vehicles on our platform. Please contact our support team to get your account verified.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  });
});

test.describe('verified seller', () => {
  test('creates a listing with two photos (progress, keyboard reorder), edits it, deletes another', async ({
    page,
  }) => {
    // The longest journey of the suite (sign-in, tabs, two uploads, an edit, two deletions): it took 31 s
    // of the default 30 on a loaded machine, finishing its last step.
    test.setTimeout(90_000);
    await signInAs(page, 'seller@demo.test');
    await page.goto('/seller-dashboard');
    await expect(page.getByRole('heading', { name: /Welcome back,\s+James Harrington/ })).toBeVisible();
    await expect(page.getByText('KM Verified').first()).toBeVisible();
    const mine = await page.request.get(`/api/users/me`);
    const me = (await mine.json()) as { id: string };
    const before = (await (await page.request.get(`/api/listings?sellerId=${me.id}&limit=100`)).json()) as {
      price: number;
    }[];
    await expect(statValue(page, 'Active Listings')).toHaveText(String(before.length));
    const total = before.reduce((s, l) => s + Number(l.price), 0);
    await expect(statValue(page, 'Inventory Value')).toHaveText(`$${(total / 1e6).toFixed(1)}M`);

    // Tabs live in the address and answer the keyboard.
    await page.getByRole('tab', { name: 'My Listings' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=inquiries/);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/tab=analytics/);
    await expect(page.getByRole('region', { name: 'Total Views' })).toBeVisible();
    await expect(page.getByText(/Based on \d+ reviews?/)).toBeVisible();
    // Views over time: the last 30 days from GET /api/seller/analytics, in figures for screen readers too.
    const analytics = (await (await page.request.get('/api/seller/analytics')).json()) as {
      days: number;
      viewsPerDay: { views: number }[];
      listings: { conversations: number }[];
    };
    expect(analytics.days).toBe(30);
    const overTime = page.getByRole('region', { name: 'Views over time' });
    const windowViews = analytics.viewsPerDay.reduce((sum, v) => sum + v.views, 0);
    await expect(overTime).toContainText(`${windowViews.toLocaleString('en-US')} views in the last 30 days`);
    const perDay = overTime.getByRole('table', { name: 'Views per day over the last 30 days' });
    await expect(perDay.locator('tbody tr')).toHaveCount(30);
    await expect(perDay.getByRole('columnheader').nth(1)).toHaveText('All listings');
    // The legend shows and hides each line.
    const totalLine = overTime.getByRole('button', { name: /^All listings, / });
    await expect(totalLine).toHaveAttribute('aria-pressed', 'true');
    await totalLine.click();
    await expect(totalLine).toHaveAttribute('aria-pressed', 'false');
    // Inquiries per listing: the server's conversation counts.
    const withInquiries = analytics.listings.filter((l) => l.conversations > 0).length;
    await expect(page.getByRole('region', { name: 'Inquiries per listing' }).locator('tbody tr')).toHaveCount(
      Math.min(withInquiries, 10),
    );
    await page.getByRole('tab', { name: 'My Listings' }).click();

    // Verified (live) listings can be deleted but not edited.
    const live = page
      .getByRole('article')
      .filter({ has: page.getByText('Available', { exact: true }) })
      .first();
    await expect(live.getByRole('button', { name: /^Delete / })).toHaveCount(1);
    await expect(live.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    // Create: the schema's messages first.
    await page.getByRole('button', { name: 'List New Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'List New Vehicle' });
    await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
    // No price until the seller gives one (a default of 0 listed cars at "$0", issue 15).
    await expect(dialog.getByRole('spinbutton', { name: 'Price', exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Price on request')).not.toBeChecked();
    await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
    await expect(dialog.getByLabel('Condition')).toHaveValue('excellent');
    await expect(dialog.getByText('17-digit VIN')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    for (const message of [
      'Please choose a make',
      'Model is required',
      'Location is required',
      'Please choose a region',
      'Enter the price as a number, or choose "Price on request"',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    const model = `Artura E2E ${tag()}`;
    const title = `2024 McLaren ${model}`;
    await dialog.getByLabel('Make').selectOption('McLaren');
    await dialog.getByLabel('Model').fill(model);
    await dialog.getByLabel('Year').fill('2024');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('237500');
    await dialog.getByLabel('Mileage', { exact: true }).fill('1200');
    await dialog.getByLabel('Location').fill('Monaco, Monaco');
    await dialog.getByLabel('Region').selectOption('Europe');
    await dialog.getByLabel('Fuel Type').selectOption('hybrid');
    // Features: trimmed, no duplicates, blanks ignored.
    const feature = dialog.getByRole('textbox', { name: 'Features' });
    await feature.fill('  Launch control ');
    await feature.press('Enter');
    await feature.fill('launch CONTROL');
    await feature.press('Enter');
    await feature.fill('   ');
    await dialog.getByRole('button', { name: 'Add feature' }).click();
    await feature.fill('Bowers & Wilkins audio');
    await feature.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Feature list' }).getByRole('listitem');
    await expect(chips).toHaveText(['Launch control', 'Bowers & Wilkins audio']);

    // Two photos, then the second made the cover with the keyboard.
    await dialog
      .locator('input[type=file]')
      .setInputFiles([await photo('front.png', '#8a5a2b'), await photo('rear.png', '#1d3f8f')]);
    const tiles = dialog.getByTestId('photo-item');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.nth(0)).toContainText('front.png');
    const handle = dialog.getByRole('button', { name: 'Reorder photo 2' });
    await handle.focus();
    await moveLeftByKeyboard(page, handle);
    await expect(tiles.nth(0)).toContainText('rear.png');
    await expect(tiles.nth(0)).toContainText('Cover');

    // Hold both uploads to see each photo's own progress; let the cover finish last, so the order on the
    // server has to be put right afterwards.
    const held: Route[] = [];
    await page.route('**/api/listings/*/photos', (route) => {
      held.push(route);
    });
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    await expect.poll(() => held.length).toBe(2);
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress of front.png' })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress of rear.png' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Uploading photos 0/2...' })).toBeDisabled();
    const bodyOf = (r: { request: () => Request }) => r.request().postDataBuffer()?.toString('latin1') ?? '';
    const frontRoute = held.find((r) => bodyOf(r).includes('front.png'))!;
    const rearRoute = held.find((r) => bodyOf(r).includes('rear.png'))!;
    expect(frontRoute).toBeTruthy();
    expect(rearRoute).toBeTruthy();
    const frontDone = page.waitForResponse((r) => bodyOf(r) === bodyOf(frontRoute));
    await frontRoute.continue();
    await frontDone;
    await expect(dialog.getByRole('button', { name: 'Uploading photos 1/2...' })).toBeVisible();
    await rearRoute.continue();
    await page.unroute('**/api/listings/*/photos');

    await expect(page.getByText('Listing created')).toBeVisible();
    await expect(page.getByText('Your vehicle listing is now pending approval')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('In review');
    await expect(card).toContainText('$237,500');
    await expect(statValue(page, 'Active Listings')).toHaveText(String(before.length + 1));

    const created = (await (await page.request.get(`/api/listings?sellerId=${me.id}&limit=100`)).json()) as {
      id: number;
      model: string;
      status: string;
      imageUrls: string[];
      features: string[];
    }[];
    const saved = created.find((l) => l.model === model)!;
    expect(saved).toMatchObject({
      status: 'pending',
      features: ['Launch control', 'Bowers & Wilkins audio'],
    });
    expect(saved.imageUrls).toHaveLength(2);
    expect(await isBlue(page, saved.imageUrls[0]!)).toBe(true);
    expect(await isBlue(page, saved.imageUrls[1]!)).toBe(false);

    // Edit: the unverified listing opens with its values.
    await card.hover();
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Listing' });
    await expect(editor.getByText('Unverified - Editable')).toBeVisible();
    await expect(editor.getByLabel('Model')).toHaveValue(model);
    await expect(editor.getByTestId('photo-item')).toHaveCount(2);
    await editor.getByRole('spinbutton', { name: 'Price', exact: true }).fill('239900.5');
    await editor.getByRole('button', { name: 'Remove feature Launch control' }).click();
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Listing updated')).toBeVisible();
    await expect(editor).toHaveCount(0);
    await expect(card).toContainText('$239,901');
    const edited = await (await page.request.get(`/api/listings/${saved.id}`)).json();
    expect(edited).toMatchObject({ price: 239900.5, features: ['Bowers & Wilkins audio'] });

    // Delete another listing, through the confirmation.
    const spareModel = `Spare E2E ${tag()}`;
    const spare = await page.request.post('/api/listings', {
      data: {
        make: 'Bentley',
        model: spareModel,
        year: 2020,
        price: 150000,
        location: 'London, United Kingdom',
        region: 'Europe',
      },
    });
    expect(spare.status()).toBe(201);
    await page.reload();
    const spareTitle = `2020 Bentley ${spareModel}`;
    const spareCard = page.getByRole('article', { name: spareTitle });
    await spareCard.getByRole('button', { name: `Delete ${spareTitle}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this listing?')).toBeVisible();
    await expect(
      confirm.getByText(
        'This action cannot be undone. This will permanently delete your listing and remove it from the marketplace. All associated inquiries will also be deleted.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(spareCard).toBeVisible();
    await spareCard.getByRole('button', { name: `Delete ${spareTitle}` }).click();
    await confirm.getByRole('button', { name: 'Delete Listing' }).click();
    await expect(page.getByText('Listing deleted')).toBeVisible();
    await expect(page.getByText('Your listing has been successfully deleted.')).toBeVisible();
    await expect(spareCard).toHaveCount(0);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });
});

test.describe('rejected listing', () => {
  test('shows the reason from the list itself, without fetching the listing', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAs(page, 'seller@demo.test');
    const model = `Emira Rejected ${tag()}`;
    const created = await page.request.post('/api/listings', {
      data: {
        make: 'Lotus',
        model,
        year: 2023,
        price: 98000,
        location: 'Geneva, Switzerland',
        region: 'Europe',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const admin = await browser.newContext({ baseURL });
    await signInByApi(admin.request, 'admin@demo.test');
    const reason = `Photos missing (${tag()})`;
    const rejected = await admin.request.post(`/api/admin/reject-listing/${id}`, { data: { reason } });
    expect(rejected.ok()).toBe(true);
    await admin.close();

    const detailRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/listings\/\d+(\?|$)/.test(new URL(r.url()).pathname)) detailRequests.push(r.url());
    });
    await page.goto('/seller-dashboard');
    const card = page.getByRole('article', { name: `2023 Lotus ${model}` });
    await expect(card.getByTestId('waiting-state')).toHaveText(`Rejected: ${reason}`);
    await expect(card).toContainText('Edit the listing to send it for review again.');
    expect(detailRequests).toEqual([]);
  });
});

test.describe('private seller flow (/list-car)', () => {
  test('signed out is sent to sign in', async ({ page }) => {
    await page.goto('/list-car');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });

  test('a new user verifies, describes the car, pays, and sees it waiting on the dashboard', async ({
    page,
  }) => {
    // The journey waits for the confirmation e-mail, which the outbox sender delivers every few seconds.
    test.slow();
    const person = newPerson('private');
    await signUp(page, person);
    await expect(page).toHaveURL('/');
    await confirmEmail(page, person.email);

    await page.goto('/list-car');
    const progress = page.getByRole('navigation', { name: 'Listing progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Identity Verification');

    // Step 1: identity.
    const submit = page.getByRole('button', { name: 'Submit Verification' });
    await expect(page.getByLabel('Full Name')).toHaveValue(`${person.firstName} ${person.lastName}`);
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Country').selectOption('France');
    await expect(submit).toBeDisabled();
    await page.getByLabel('ID Document').setInputFiles(pdf('passport.pdf'));
    await expect(page.getByText('Document Uploaded')).toBeVisible();
    await expect(page.getByText(/Uploaded · .* · kept private/)).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('KYC Submitted')).toBeVisible();
    await expect(
      page.getByText('Identity verification submitted. Please complete vehicle details.'),
    ).toBeVisible();

    // Step 2: the vehicle.
    await expect(progress.locator('[aria-current="step"]')).toContainText('Vehicle Details');
    const next = page.getByRole('button', { name: 'Continue to Payment' });
    await expect(next).toBeDisabled();
    // Location and region come from the account (Lyon, France).
    await expect(page.getByLabel('Location')).toHaveValue('Lyon, France');
    await expect(page.getByLabel('Region')).toHaveValue('Europe');
    const model = `Carrera E2E ${tag()}`;
    await page.getByLabel('Make').selectOption('Porsche');
    await page.getByLabel('Model').fill(model);
    await expect(next).toBeDisabled();
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('145000');
    await expect(next).toBeEnabled();
    await page.getByLabel('Location').fill('');
    await expect(next).toBeDisabled();
    await page.getByLabel('Location').fill('Lyon, France');
    await page.getByLabel('Year').fill('2021');
    await page.getByLabel('VIN').fill('wp0ab2a99ms123456');
    await page.locator('#vehicle-photos').setInputFiles([await photo('side.png', '#505050')]);
    await expect(page.getByTestId('photo-item')).toHaveCount(1);
    await next.click();

    // Step 3: summary and payment.
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment');
    const title = `2021 Porsche ${model}`;
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('99.00', { exact: true })).toBeVisible();
    for (const covered of ['KYC verification', 'Listing review', '90 days of active listing']) {
      await expect(page.getByText(covered)).toBeVisible();
    }
    await expect(page.getByText('Your listing is reviewed within 24 hours after payment.')).toBeVisible();
    await page.getByRole('button', { name: 'Pay 99.00 USD' }).click();
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await expect(page.getByText('Your listing has been submitted for review.')).toBeVisible();
    await expect(page).toHaveURL('/seller-dashboard');

    // The unverified seller's dashboard shows the listing and what it waits for.
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Pending');
    await expect(card.getByTestId('waiting-state')).toHaveText('Awaiting identity verification');
    const payments = (await (await page.request.get('/api/payments/mine')).json()) as { status: string }[];
    expect(payments.map((p) => p.status)).toEqual(['completed']);

    // Coming back: the identity step is already done.
    await page.goto('/list-car');
    await expect(page.getByRole('heading', { name: 'Vehicle Details' })).toBeVisible();
    await expect(page.getByText('Your identity verification is already submitted')).toBeVisible();
  });
});

test.describe('dealer registration', () => {
  test('signed out is sent to sign in', async ({ page }) => {
    await page.goto('/register-dealer');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });

  test('uploads the documents and submits the application', async ({ page }) => {
    // The journey waits for the confirmation e-mail, which the outbox sender delivers every few seconds.
    test.slow();
    const person = newPerson('dealerapp');
    await signUp(page, person);
    await expect(page).toHaveURL('/');
    await confirmEmail(page, person.email);
    await page.goto('/register-dealer');

    for (const section of ['Personal Information', 'Business Information', 'Required Documents']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    for (const benefit of [
      'Verified badge on listings',
      'Higher search ranking',
      'Unlimited inventory uploads',
    ]) {
      await expect(page.getByText(benefit)).toBeVisible();
    }
    await expect(page.getByText('Review takes 24-48 hours.')).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Dealership Name').fill(`Riviera Motors ${tag()}`);
    await page.getByLabel('Business License').setInputFiles(await photo('licence.png', '#ffffff'));
    await expect(page.getByText('Document Uploaded')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Government ID').setInputFiles(pdf('id-card.pdf'));
    await expect(page.getByText('Government ID: id-card.pdf')).toBeVisible();
    await expect(page.locator('#dealer-id-document-status')).toContainText('id-card.pdf');
    await expect(page.locator('#dealer-id-document-status')).toContainText('kept private');
    await page.getByLabel('Proof of Address').setInputFiles(pdf('bill.pdf'));
    await expect(page.locator('#dealer-proof-of-address-status')).toContainText('kept private');
    await expect(submit).toBeEnabled();

    // The phone is required by the schema although the button does not wait for it.
    await submit.click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields correctly.')).toBeVisible();
    await expect(page.getByText('Phone is required')).toBeVisible();

    await page.getByLabel('Phone').fill('+33 4 72 00 00 00');
    await submit.click();
    await expect(page.getByText('Your dealer registration has been submitted for review.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();

    const apps = (await (await page.request.get('/api/kyc/applications/mine')).json()) as {
      applicationType: string;
      status: string;
      phone: string;
      proofOfAddressUrl: string | null;
    }[];
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      applicationType: 'dealer',
      status: 'pending',
      phone: '+33 4 72 00 00 00',
    });
    expect(apps[0]!.proofOfAddressUrl).toMatch(/^kyc:/);

    // The state stays after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  });
});

test.describe('price on request and the phone dashboard card (issue 15)', () => {
  test('a dealer cannot list at $0, chooses "Price on request", and the card keeps its actions off the photo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'dealer@demo.test');
    await page.goto('/seller-dashboard');
    await page.getByRole('button', { name: 'List New Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'List New Vehicle' });
    const model = `Continental GT On Request ${tag()}`;
    const title = `2023 Bentley ${model}`;
    await dialog.getByLabel('Make').selectOption('Bentley');
    await dialog.getByLabel('Model').fill(model);
    await dialog.getByLabel('Year').fill('2023');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('0');
    await dialog.getByLabel('Location').fill('London, United Kingdom');
    await dialog.getByLabel('Region').selectOption('Europe');
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    await expect(dialog.getByText('Price must be more than 0 (or choose "Price on request")')).toBeVisible();

    await dialog.getByLabel('Price on request').check();
    await expect(dialog.getByRole('spinbutton', { name: 'Price', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Listing created')).toBeVisible();

    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Price on request');
    await expect(card).not.toContainText('$0');
    // Edit and Delete sit in the card's footer, below the photo, not over its lettering.
    const photo = (await card.getByTestId('dashboard-card-photo').boundingBox())!;
    for (const name of [`Edit ${title}`, `Delete ${title}`]) {
      const button = card.getByRole('button', { name });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.y, name).toBeGreaterThanOrEqual(photo.y + photo.height);
    }

    // Its page says the same (the seller's own view of a car in review).
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByTestId('listing-price')).toHaveText('Price on request');
  });
});
