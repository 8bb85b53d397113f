import { listingTitle } from '../../src/shared/format.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInByApi } from './helpers.ts';

/**
 * Browsing journeys (spec section 2: home search, the listings page, listing cards and the listing detail)
 * against the real server and its seeded demo data. Expected figures are read from the API itself, so the
 * tests follow the seed rather than hard-coding it.
 */

async function apiListings(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/listings?${query}`);
  expect(res.ok()).toBe(true);
  const items = (await res.json()) as Listing[];
  return { items, total: Number(res.headers()['x-total-count']) };
}

const cards = (scope: Page | Locator) => scope.getByTestId('listing-card');
const cardTitles = (scope: Page | Locator) => cards(scope).getByRole('heading');
const parsePrice = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('[data-testid="card-price"]').allTextContents();
  return texts.map(parsePrice);
}

test.describe('home page search', () => {
  test('a make typed in the search box filters the available vehicles', async ({ page, request }) => {
    const porsche = await apiListings(request, 'status=active&make=Porsche&limit=100');
    expect(porsche.total).toBeGreaterThan(0);
    const all = await apiListings(request, 'status=active&limit=1');

    await page.goto('/');
    await expect(page.getByText(`${all.total} exceptional automobiles`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Inventory' })).toBeVisible();
    const featured = page.getByRole('list', { name: 'Featured inventory' });
    await expect(cards(featured)).toHaveCount(Math.min(6, all.total));
    // Before a search, the available vehicles are the ones after the featured six: no car twice.
    const available = page.getByRole('list', { name: 'Available vehicles' });
    await expect(cards(available)).toHaveCount(Math.min(6, Math.max(0, all.total - 6)));
    const hrefs = (list: typeof featured) =>
      cardTitles(list)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const featuredHrefs = new Set(await hrefs(featured));
    for (const href of await hrefs(available)) expect(featuredHrefs.has(href)).toBe(false);
    await expect(page.getByRole('link', { name: `View all ${all.total} vehicles` })).toHaveAttribute(
      'href',
      '/listings',
    );

    await page.getByPlaceholder('Search make and model...').fill('  porsche 911 ');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Search Applied')).toBeVisible();
    await expect(page.getByText('Filtering by Porsche vehicles')).toBeVisible();

    await expect(page.getByText(`${porsche.total} exceptional automobiles`)).toBeVisible();
    const results = page.getByRole('list', { name: 'Available vehicles' });
    await expect(cards(results)).toHaveCount(Math.min(porsche.total, 6));
    for (const text of await cardTitles(results).allTextContents()) expect(text).toContain('Porsche');
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Porsche');
    // All of them are one link away, on the listings page with the same filter.
    await page.getByRole('link', { name: `View all ${porsche.total} matches` }).click();
    await expect(page).toHaveURL('/listings?make=Porsche');
  });

  test('blank and unknown searches explain themselves', async ({ page }) => {
    await page.goto('/');
    const box = page.getByPlaceholder('Search make and model...');
    await box.fill('   ');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Search Required')).toBeVisible();
    await expect(page.getByText('Please enter a search term')).toBeVisible();

    await box.fill('hovercraft');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No Make Found')).toBeVisible();
    await expect(
      page.getByText(
        '"hovercraft" doesn\'t match any vehicle makes. Use the advanced filters below or try a different search.',
      ),
    ).toBeVisible();
    // Then the text search takes over, as from the header: nothing is called a hovercraft.
    await expect(page).toHaveURL(/\/listings\?(.*&)?q=hovercraft/);
    await expect(page.getByText('No vehicles match your search')).toBeVisible();
  });

  test('a misspelt make in the home search still finds its cars, as the header search does', async ({
    page,
    request,
  }) => {
    const ferraris = await apiListings(request, 'status=active&verified=true&make=Ferrari&limit=100');
    expect(ferraris.total).toBeGreaterThan(0);
    await page.goto('/');
    await page.getByPlaceholder('Search make and model...').fill('ferari');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/listings\?(.*&)?q=ferari/);
    // Every Ferrari is found (a Maserati whose description names its Ferrari engine may be too).
    const titles = cardTitles(page);
    await expect(titles.filter({ hasText: 'Ferrari' })).toHaveCount(ferraris.total);
    // The buyer is told what their word was taken for; a word matched as typed says nothing.
    await expect(page.getByTestId('searched-as')).toHaveText(
      'Showing results for “ferrari” instead of “ferari”.',
    );
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search make, model or keyword' });
    await box.fill('ferrari');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/listings\?(.*&)?q=ferrari/);
    await expect(titles.filter({ hasText: 'Ferrari' })).toHaveCount(ferraris.total);
    await expect(page.getByTestId('searched-as')).toHaveCount(0);
  });

  test('filters with no match show the empty state, and View All Vehicles clears them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/^\d+ exceptional automobiles$/)).toBeVisible();
    await page.getByLabel('Min price').fill('999999999');
    await expect(page.getByText('No vehicles match your criteria')).toBeVisible();
    await expect(page.getByText('0 exceptional automobiles')).toBeVisible();
    await page.getByRole('button', { name: 'View All Vehicles' }).click();
    await expect(page.getByLabel('Min price')).toHaveValue('');
    await expect(cards(page.getByRole('list', { name: 'Available vehicles' })).first()).toBeVisible();
  });

  test('Sell mode invites sellers to the dashboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect(page.getByRole('heading', { name: 'Ready to sell your luxury vehicle?' })).toBeVisible();
    await expect(page.getByText('Join the premier marketplace for exceptional automobiles')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/dashboard');
  });
});

test.describe('listings page', () => {
  test('filter and sort update the address and the results, and survive a reload', async ({
    page,
    request,
  }) => {
    const everything = await apiListings(request, 'status=active&verified=true&limit=1');
    const porsche = await apiListings(request, 'status=active&verified=true&make=Porsche&limit=100');
    expect(porsche.total).toBeGreaterThan(1);
    expect(porsche.total).toBeLessThan(everything.total);

    await page.goto('/listings');
    const count = page.getByTestId('results-count');
    await expect(count).toHaveText(`${everything.total} vehicles`);

    await page.getByLabel('Make', { exact: true }).selectOption('Porsche');
    await expect(page).toHaveURL(/\/listings\?make=Porsche$/);
    await expect(count).toHaveText(`${porsche.total} vehicles`);
    await expect(cards(page)).toHaveCount(porsche.total);
    for (const text of await cardTitles(page).allTextContents()) expect(text).toContain('Porsche');

    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/make=Porsche/);
    await expect(page).toHaveURL(/sort=price_desc/);
    // Dearest first in US dollars, whatever currency each seller priced in (cards show USD by default).
    const dearestFirst = async () => {
      await expect.poll(async () => (await cardPrices(page)).length).toBe(porsche.total);
      const shown = await cardPrices(page);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
    };
    await dearestFirst();

    await page.reload();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Porsche');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expect(count).toHaveText(`${porsche.total} vehicles`);
    await dearestFirst();

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(count).toHaveText(`${everything.total} vehicles`);
  });

  test('facet choices show counts and narrow the results', async ({ page, request }) => {
    const facets = (await (await request.get('/api/listings/facets?status=active&verified=true')).json()) as {
      region: { value: string; count: number }[];
    };
    const region = facets.region[0]!;
    await page.goto('/listings');
    const choice = page.getByRole('button', {
      name: new RegExp(`^${region.value}, ${region.count} listings?$`),
    });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBe(region.value);
    await expect(page.getByTestId('results-count')).toHaveText(
      `${region.count} ${region.count === 1 ? 'vehicle' : 'vehicles'}`,
    );
  });

  test('a shared address with filters shows the filtered results', async ({ page, request }) => {
    const ferrari = await apiListings(
      request,
      'status=active&verified=true&make=Ferrari&sort=price_desc&limit=100',
    );
    expect(ferrari.total).toBeGreaterThan(0);
    await page.goto('/listings?make=Ferrari&sort=price_desc');
    await expect(page.getByTestId('results-count')).toHaveText(
      `${ferrari.total} ${ferrari.total === 1 ? 'vehicle' : 'vehicles'}`,
    );
    await expect(cardTitles(page)).toHaveText(ferrari.items.map(listingTitle));
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Ferrari');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  });

  test('the header search pre-fills the search, sets the make and tidies the address', async ({ page }) => {
    await page.goto('/listings?search=Lamborghini');
    await expect(page.getByText('Search Applied')).toBeVisible();
    await expect(page.getByText('Filtering by Lamborghini vehicles')).toBeVisible();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page).toHaveURL(/make=Lamborghini/);
    await expect(page.getByRole('searchbox', { name: 'Search make, model or keyword' })).toHaveValue(
      'Lamborghini',
    );
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cardTitles(page).allTextContents()) expect(text).toContain('Lamborghini');
  });

  test('Load more follows the cursor to the next page', async ({ page, request }) => {
    const all = await apiListings(request, 'status=active&verified=true&limit=1');
    expect(all.total, 'the demo data fills more than one page').toBeGreaterThan(24);
    await page.goto('/listings');
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(all.total, 48));
    await expect(page.getByText(`Showing ${Math.min(all.total, 48)} of ${all.total}`)).toBeVisible();
  });
});

test.describe('listing detail', () => {
  test('a card opens its listing; the gallery steps and opens fullscreen', async ({ page, request }) => {
    // Other specs add listings without photos; walk the gallery of one that has several.
    const active = (await (await request.get('/api/listings?status=active&limit=100')).json()) as Listing[];
    const listing = active.find((l) => l.imageUrls.length > 1)!;
    expect(listing).toBeDefined();
    const heading = listingTitle(listing);
    await page.goto(`/listings?make=${encodeURIComponent(listing.make)}`);
    const card = cards(page)
      .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
      .first();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/listing\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const total = listing.imageUrls.length;

    await expect(page.getByText('KM Verified')).toBeVisible();
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);

    await page.getByRole('button', { name: /Open fullscreen view/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByTestId('fullscreen-counter')).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('fullscreen-counter')).toHaveText(`2 / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(counter).toHaveText(`2 / ${total}`);

    // The close button and the backdrop close it too.
    await page.getByRole('button', { name: /Open fullscreen view/ }).click();
    await page.getByRole('button', { name: 'Close fullscreen view' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: /Open fullscreen view/ }).click();
    await page.getByTestId('fullscreen-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the listing page shows the vehicle, its specifications and its seller', async ({ page, request }) => {
    const { items } = await apiListings(request, 'status=active&limit=1');
    const id = items[0]!.id;
    const detail = (await (await request.get(`/api/listings/${id}`)).json()) as Listing & {
      currency: string;
      features: string[];
    };
    await page.goto(`/listing/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingTitle(detail));
    // Shown in US dollars by default; a car priced in another currency says "about" and keeps the seller's
    // own price beside it.
    const sellerPrice = (detail.price ?? 0).toLocaleString('en-US');
    if (detail.currency === 'USD') {
      await expect(page.getByTestId('listing-price')).toHaveText(`$${sellerPrice}`);
    } else {
      await expect(page.getByTestId('listing-price')).toHaveText(/^about \$[\d,]+$/);
      await expect(page.getByTestId('seller-price').first()).toContainText(sellerPrice);
    }
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vehicle Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seller Information' })).toBeVisible();
    await expect(page.getByText('Your information will be shared with the seller')).toBeVisible();
    await expect(page.getByText('Please sign in to rate this seller.')).toBeVisible();
    if (detail.features.length > 0) {
      await expect(page.getByRole('heading', { name: 'Features & Options' })).toBeVisible();
    }
  });

  test('an unknown listing says so', async ({ page }) => {
    await page.goto('/listing/999999');
    await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
    await expect(
      page.getByText("The listing you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
  });

  test('Contact Seller sends a visitor to sign in and back; signed in it opens the inquiry form', async ({
    page,
    request,
  }) => {
    const { items } = await apiListings(request, 'status=active&limit=1');
    const id = items[0]!.id;
    await page.goto(`/listing/${id}`);
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill('buyer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));

    await page.getByRole('button', { name: 'Contact Seller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Seller' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your name')).toHaveValue(/\S/);
    const message = dialog.getByLabel('Message');
    await expect(message).toHaveAttribute('rows', '6');
    await message.fill('Too short');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();

    await message.fill('Is this car still available for a viewing next week?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent')).toBeVisible();
    await expect(page.getByText('Your inquiry has been sent to the seller.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('rating a seller', () => {
  test('the widget walks from not eligible to a submitted rating', async ({ page, playwright, baseURL }) => {
    const signedIn = async (email: string) => {
      const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
      await signInByApi(ctx, email);
      const me = (await (await ctx.get('/api/users/me')).json()) as { id: string };
      return { ctx, id: me.id };
    };
    const seller = await signedIn('seller@demo.test');
    const buyer = await signedIn('buyer@demo.test');

    // A listing of the seller's that the buyer has not talked about yet.
    const { items } = await apiListings(buyer.ctx, `status=active&sellerId=${seller.id}&limit=100`);
    let listing: Listing | undefined;
    for (const candidate of items) {
      const e = (await (await buyer.ctx.get(`/api/ratings/eligibility/${candidate.id}`)).json()) as {
        hasRated: boolean;
        messageCount: { buyer: number; seller: number };
      };
      if (!e.hasRated && e.messageCount.buyer === 0 && e.messageCount.seller === 0) {
        listing = candidate;
        break;
      }
    }
    expect(listing, 'a listing without a conversation').toBeDefined();
    const id = listing!.id;

    await page.goto('/login');
    await page.getByLabel('Email').fill('buyer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await page.goto(`/listing/${id}`);
    const widget = page.getByRole('region', { name: 'Rate this Seller' });
    await expect(widget.getByText('Rating Not Available Yet')).toBeVisible();
    await expect(widget.getByText('0/3')).toHaveCount(2);

    for (let i = 1; i <= 3; i += 1) {
      const asked = await buyer.ctx.post('/api/inquiries', {
        data: { listingId: id, message: `Question number ${i} about this car` },
      });
      expect(asked.status()).toBe(201);
      const answered = await seller.ctx.post('/api/inquiries', {
        data: {
          listingId: id,
          buyerId: buyer.id,
          sellerId: seller.id,
          senderId: seller.id,
          message: `Answer ${i}`,
        },
      });
      expect(answered.status()).toBe(201);
    }

    await page.reload();
    const submit = widget.getByRole('button', { name: 'Submit Rating' });
    await expect(submit).toBeDisabled();
    await widget.getByRole('radio', { name: '4 stars' }).click();
    await expect(widget.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Rating Submitted')).toBeVisible();
    await expect(page.getByText('Thank you for rating this seller!')).toBeVisible();
    await expect(widget.getByText('You have already rated this seller for this listing.')).toBeVisible();

    await seller.ctx.dispose();
    await buyer.ctx.dispose();
  });

  test('the seller sees their own listing as theirs', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('dealer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    const me = (await (await page.request.get('/api/users/me')).json()) as { id: string };
    const { items } = await apiListings(request, `status=active&sellerId=${me.id}&limit=1`);
    const own = items[0]!;

    await page.goto(`/listings?make=${encodeURIComponent(own.make)}`);
    const card = cards(page).filter({ hasText: listingTitle(own) });
    await expect(card.getByText('Your Listing')).toBeVisible();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByText('This is your listing')).toBeVisible();
    await expect(page.getByText('You can manage this listing from your seller dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Seller' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Rate this Seller' })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters open in a slide-out sheet', async ({ page, request }) => {
    const suv = await apiListings(request, 'status=active&verified=true&bodyType=suv&limit=1');
    await page.goto('/listings');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: /^SUV, \d+ listings?$/ }).click();
    await expect(page).toHaveURL(/bodyType=suv/);
    await sheet.getByRole('button', { name: /^Show \d+ vehicles?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('results-count')).toHaveText(
      `${suv.total} ${suv.total === 1 ? 'vehicle' : 'vehicles'}`,
    );
  });

  test('cards far below the screen are drawn only as they come near', async ({ page }) => {
    await page.goto('/listings');
    // Skipped content still counts as visible to a plain checkVisibility(): ask about skipping itself.
    const drawn = (card: Locator) =>
      card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(() => drawn(cards(page).first())).toBe(true);
    const last = cards(page).last();
    expect(await drawn(last)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect(last.getByRole('heading')).toBeInViewport();
  });
});

test('on a narrow phone a make never breaks inside its name, and figures sit on the line', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/listings?make=Mercedes-Benz');
  const makes = page.getByRole('heading', { level: 3 }).locator('span', { hasText: /^Mercedes-Benz$/ });
  await expect(makes.first()).toBeVisible();
  for (const make of await makes.all()) {
    // One box: the name is on one line, whatever the card's width does to the rest of the title.
    expect(await make.evaluate((span) => span.getClientRects().length)).toBe(1);
  }
  // Cormorant's old-style figures make "41" read as "4ı": every figure uses lining numerals.
  const figures = await page
    .locator('body, h3, p, span')
    .evaluateAll((nodes) => [...new Set(nodes.map((n) => getComputedStyle(n).fontVariantNumeric))]);
  expect(figures.filter((style) => !style.includes('lining-nums'))).toEqual([]);
  await context.close();
});

// On phones, cards off screen are drawn only as they come near (content-visibility): the return must still
// land on the same card, not where placeholders' heights would put it.
for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('"Back to inventory" returns to the results the visitor came from, at the same place', async ({
      page,
    }) => {
      await page.goto('/listings?sort=price_asc');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.nth(5)).toBeVisible();
      // Read down the results, then open a car further down the page.
      const target = cards.nth(5);
      await target.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 150);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const scrolled = await page.evaluate(() => window.scrollY);
      await target.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/listing\/\d+$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      const back = page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Back to inventory' });
      await expect(back).toHaveAttribute('href', '/listings?sort=price_asc');
      await back.click();
      await expect(page).toHaveURL(/\/listings\?sort=price_asc$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
      await expect(target).toBeInViewport();
    });
  });
}

test('a listing opened directly goes back to the whole inventory', async ({ page }) => {
  const {
    items: [listing],
  } = await apiListings(page.request, 'status=active&limit=1');
  await page.goto(`/listing/${listing!.id}`);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Back to inventory' })
    .click();
  await expect(page).toHaveURL(/\/listings$/);
});

test.describe('the filter column (issue 15)', () => {
  test('flows with the page: with few results every filter is reachable, none hidden in a box', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/listings?make=Ferrari');
    const column = page.getByTestId('filter-column');
    const mileage = column.getByLabel('Maximum mileage');
    await expect(mileage).toBeAttached();
    // No element of the column scrolls on its own (the box that ended at "Asia Pacific").
    const boxes = await column.evaluate((el) => {
      const scrolling: string[] = [];
      for (const node of [el, ...el.querySelectorAll('*')]) {
        const style = getComputedStyle(node);
        if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1)
          scrolling.push(node.className.toString());
      }
      return scrolling;
    });
    expect(boxes).toEqual([]);
    // The page itself reaches the last filter, above the footer.
    await mileage.scrollIntoViewIfNeeded();
    await expect(mileage).toBeInViewport();
    const footerTop = (await page.locator('footer').first().boundingBox())!.y;
    expect((await mileage.boundingBox())!.y).toBeLessThan(footerTop);
  });

  test('on a phone they open in a sheet that shows the matching vehicles', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/listings?make=Ferrari');
    await page
      .getByRole('button', { name: /filters/i })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Maximum mileage')).toBeAttached();
    await sheet.getByRole('button', { name: /^Show \d+ vehicles?$/ }).click();
    await expect(sheet).toHaveCount(0);
  });
});
