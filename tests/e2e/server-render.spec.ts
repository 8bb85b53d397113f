import { listingTitle } from '../../src/shared/format.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { expect, type Page, test } from './fixtures.ts';

/** The public pages are rendered on the server: readable without JavaScript, then hydrated in place. */

const firstActiveListing = async (page: Page): Promise<Listing> => {
  const res = await page.request.get('/api/listings?status=active&limit=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Listing[])[0]!;
};

test.describe('server-rendered pages', () => {
  test('home, browse and listing pages show their content with JavaScript turned off', async ({
    browser,
    page,
  }) => {
    const listing = await firstActiveListing(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();

    await noJs.goto('/');
    await expect(noJs.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noJs.getByTestId('listing-card').first()).toBeVisible();

    await noJs.goto('/listings');
    await expect(noJs.getByText(/\d+ vehicles?/).first()).toBeVisible();
    await expect(noJs.getByTestId('listing-card')).not.toHaveCount(0);

    await noJs.goto(`/listing/${listing.id}`);
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText(listingTitle(listing));
    await context.close();
  });

  test('the browser hydrates the page with the data it came with, without asking again or erring', async ({
    page,
  }) => {
    const listingRequests: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/listings')) listingRequests.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    await page.goto('/listings');
    const first = page.getByTestId('listing-card').first();
    await expect(first).toBeVisible();
    expect(listingRequests).toEqual([]);
    expect(problems).toEqual([]);

    // Hydrated: the sort answers (a new question does go to the API).
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(() => listingRequests.length).toBeGreaterThan(0);
  });

  test('a hostile address renders as text, never as markup or script', async ({ page }) => {
    const hostile = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    await page.goto(`/listings?q=${encodeURIComponent(hostile)}&priceMin=abc&sort=__proto__`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  test('a visit to a server-rendered listing page counts as one view of the visitor', async ({
    browser,
    page,
  }) => {
    const { id } = await firstActiveListing(page);
    const views = async () =>
      ((await (await page.request.get(`/api/listings/${id}`)).json()) as { viewCount: number }).viewCount;
    const before = await views(); // this reader's own view is counted here, once
    expect(await views()).toBe(before);

    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: `viewer-${Date.now()}` });
    const visitor = await context.newPage();
    await visitor.goto(`/listing/${id}`);
    await visitor.reload(); // the same visitor, the same day: still one view
    await context.close();

    await expect.poll(views).toBe(before + 1);
  });

  test('a click made 100 ms after a button shows is not lost while the app starts on a phone-speed CPU', async ({
    page,
  }) => {
    test.slow(); // two page loads on a CPU slowed four times
    const res = await page.request.get('/api/listings?status=active&limit=24');
    const listing = ((await res.json()) as Listing[]).find((l) => l.imageUrls.length >= 2)!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The person's hand, inside the page: 100 ms after the server-rendered button appears, it is clicked,
    // whether or not the app is live yet (a click from the test runner would wait for the page to idle).
    await page.addInitScript(() => {
      const clickSoon = (label: string) => {
        const observer = new MutationObserver(() => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
          );
          if (!button) return;
          observer.disconnect();
          setTimeout(() => button.click(), 100);
        });
        observer.observe(document, { childList: true, subtree: true });
      };
      clickSoon(sessionStorage.getItem('e2e-click') ?? 'Next photo');
    });

    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByText(`2 / ${listing.imageUrls.length}`).first()).toBeVisible({ timeout: 30_000 });

    await page.evaluate(() => sessionStorage.setItem('e2e-click', 'Contact Seller'));
    await page.goto(`/listing/${listing.id}`);
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  });
});
