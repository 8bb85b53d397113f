import { listingTitle } from '../../src/shared/format.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { jpegWithExif, png } from '../fixtures/images.ts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './fixtures.ts';
import {
  approvedDealerByApi,
  DEMO_PASSWORD,
  expectSignedInAs,
  header,
  moveLeftByKeyboard,
  newPerson,
  registerByApi,
} from './helpers.ts';

/**
 * The sign-up, sign-in, search, listing, contact and listing-creation journeys driven by the keyboard alone:
 * Tab and Shift+Tab to move, Enter and Space to act, arrows and typeahead in selects, radios and the gallery,
 * Escape to close. No step of a journey clicks or fills; only the starting address is opened with goto, and
 * accounts a journey needs are prepared through the API beforehand.
 */

// Sign-ups, uploads and long Tab walks (each press a round trip to the browser): more than the default
// budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

const cards = (scope: Page | Locator) => scope.getByTestId('listing-card');

async function apiListings(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/listings?${query}`);
  expect(res.ok()).toBe(true);
  return { items: (await res.json()) as Listing[], total: Number(res.headers()['x-total-count']) };
}

/** A short description of whatever has focus, for failure messages. */
async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body (focus was lost)';
    const name = el.getAttribute('aria-label') || (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; fails naming the control when it
 * never gets there (missing, hidden from the tab order, or behind a control that swallows the key).
 */
async function tabTo(
  page: Page,
  target: Locator,
  name: string,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  // The control must be on the page first (it may still be loading); its elements are then compared with the
  // focused one after each press, which is far cheaper than resolving the locator every time.
  await target
    .first()
    .waitFor({ state: 'attached', timeout: 7000 })
    .catch(() => {
      throw new Error(`${name} is not on the page, so it cannot receive focus`);
    });
  let handles = await target.elementHandles();
  const focused = () => page.evaluate((els) => els.some((el) => el === document.activeElement), handles);
  for (let presses = 0; presses <= max; presses++) {
    if (await focused()) return;
    // React may have replaced the elements meanwhile: look them up again now and then.
    if (presses % 10 === 9) handles = await target.elementHandles();
    if (presses < max) await page.keyboard.press(key);
  }
  handles = await target.elementHandles();
  if (await focused()) return;
  throw new Error(
    `${name} never received focus after ${max} ${key} presses (focus is on ${await focusedDescription(page)})`,
  );
}

/** Presses Tab once and expects `target` to be the next stop. */
async function tabOnceTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  try {
    await expect(target).toBeFocused();
  } catch (error) {
    // Say where focus went instead: that is what tells a trap that leaks from a slow machine.
    throw new Error(`${String(error)}\n(focus is on ${await focusedDescription(page)})`);
  }
}

/**
 * The focused control shows a visible focus indicator: it matches :focus-visible and draws an outline or a
 * ring, on itself, on a pseudo-element that covers it (card links), or on `indicator` (a decoration drawn by
 * a wrapper, such as the gallery's ring).
 */
async function expectVisibleFocus(target: Locator, indicator?: Locator) {
  await expect(target).toBeFocused();
  const drawn = async () => {
    const own = await target.evaluate((el) => {
      const shows = (s: CSSStyleDeclaration) =>
        (s.outlineStyle !== 'none' &&
          Number.parseFloat(s.outlineWidth) > 0 &&
          s.outlineColor !== 'rgba(0, 0, 0, 0)') ||
        (s.boxShadow !== 'none' && s.boxShadow !== '');
      if (!el.matches(':focus-visible')) return 'not :focus-visible';
      for (const pseudo of [null, '::after', '::before'] as const) {
        if (shows(getComputedStyle(el, pseudo))) return 'visible';
      }
      return 'no outline or ring';
    });
    if (own === 'visible' || !indicator) return own;
    return indicator.evaluate((el) => {
      const s = getComputedStyle(el);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
        ? 'visible'
        : 'no outline or ring';
    });
  };
  await expect.poll(drawn, { message: 'a visible focus indicator' }).toBe('visible');
}

/** Signs in on /login with the keyboard only. */
async function keyboardSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const emailBox = main.getByLabel('Email');
  await tabTo(page, emailBox, 'The Email field');
  await expectVisibleFocus(emailBox);
  await page.keyboard.type(email);
  await tabOnceTo(page, main.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sign in successful')).toBeVisible();
}

/** A new account (a customer, or a dealer the admin has verified), prepared through the API: not a journey step. */
async function apiAccount(browser: Browser, kind: 'customer' | 'verified dealer') {
  const person = newPerson(kind === 'customer' ? 'kbd_buyer' : 'kbd_dealer');
  const context = await browser.newContext();
  if (kind === 'customer') await registerByApi(context.request, person);
  else await approvedDealerByApi(context.request, person);
  await context.close();
  return person;
}

test.describe('keyboard only', () => {
  test('sign up with every field, sign out, and sign in again', async ({ page }) => {
    const p = newPerson('kbd');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    const main = page.getByRole('main');

    // The first Tab reaches the skip link, which jumps past the header.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const firstName = main.getByLabel('First Name');
    await tabTo(page, firstName, 'The First Name field');
    await expectVisibleFocus(firstName);
    await page.keyboard.type(p.firstName);
    await tabOnceTo(page, main.getByLabel('Last Name'));
    await page.keyboard.type(p.lastName);
    await tabOnceTo(page, main.getByLabel('Username'));
    await page.keyboard.type(p.username);
    await tabOnceTo(page, main.getByLabel('Email'));
    await page.keyboard.type(p.email);

    // Country: a listbox opened with Enter, an option found by typing, chosen with Enter.
    const country = main.getByRole('combobox', { name: 'Country' });
    await tabOnceTo(page, country);
    await expectVisibleFocus(country);
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await page.keyboard.type(p.country);
    await expect(page.getByRole('option', { name: p.country })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(country).toHaveText(p.country);
    await expect(country).toBeFocused();
    // Reopened with ArrowDown, the choice is kept when Escape closes it.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: p.country })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(country).toHaveText(p.country);
    await expect(country).toBeFocused();

    await tabOnceTo(page, main.getByLabel('City'));
    await page.keyboard.type(p.city);
    const age = main.getByLabel('Age');
    await tabOnceTo(page, age);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('34');
    await expect(age).toHaveValue('34');

    // The dealer question: one stop for the group, arrows move the choice.
    const no = main.getByRole('radio', { name: 'No' });
    const yes = main.getByRole('radio', { name: 'Yes' });
    await tabOnceTo(page, no);
    await expectVisibleFocus(no);
    await expect(no).toBeChecked();
    // (Radix checks a radio when focus arrives while an arrow key is down: hold it as a person does.)
    await page.keyboard.press('ArrowRight', { delay: 100 });
    await expect(yes).toBeFocused();
    await expect(yes).toBeChecked();
    await page.keyboard.press('ArrowLeft', { delay: 100 });
    await expect(no).toBeFocused();
    await expect(no).toBeChecked();
    await expect(yes).not.toBeChecked();

    const password = main.getByLabel('Password', { exact: true });
    await tabOnceTo(page, password);
    await page.keyboard.type(p.password);
    // The show/hide toggle is the next stop and answers Space.
    const show = main.getByRole('button', { name: 'Show password' }).first();
    await tabOnceTo(page, show);
    await expectVisibleFocus(show);
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(p.password);
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await tabOnceTo(page, main.getByLabel('Confirm Password'));
    await page.keyboard.type(p.password);

    // Enter in the last field submits the form.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome! Your customer account has been created')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, `${p.firstName} ${p.lastName}`);

    // Sign Out is reachable in the header and answers Enter; the page reloads signed out.
    const signOut = header(page).getByRole('button', { name: 'Sign Out' });
    // Backwards: the header is above the page, whose cards now carry watch and compare buttons too.
    await tabTo(page, signOut, 'The Sign Out button', { backwards: true });
    await expectVisibleFocus(signOut);
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    const signInLink = header(page).getByRole('link', { name: 'Sign In' });
    await expect(signInLink).toBeVisible();

    // The header's Sign In link, then the form, by keyboard.
    await tabTo(page, signInLink, 'The header Sign In link');
    await expectVisibleFocus(signInLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await keyboardSignIn(page, p.email, p.password);
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, `${p.firstName} ${p.lastName}`);
  });

  test('a failed sign-in is announced, and editing a field lets the form be sent again', async ({
    page,
    browser,
  }) => {
    const p = await apiAccount(browser, 'customer');
    await page.goto('/login');
    const main = page.getByRole('main');
    await tabTo(page, main.getByLabel('Email'), 'The Email field');
    await page.keyboard.type(p.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(/Invalid credentials/);
    const submit = main.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    const password = main.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(p.password);
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sign in successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, `${p.firstName} ${p.lastName}`);
  });

  test('home page: View all, search by make with Enter, then the header search to /listings', async ({
    page,
    request,
  }) => {
    const porsche = await apiListings(request, 'status=active&make=Porsche&limit=100');
    expect(porsche.total).toBeGreaterThan(1);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Inventory' })).toBeVisible();
    const main = page.getByRole('main');
    const all = await apiListings(request, 'status=active&limit=1');

    // The home page's results end with a link to all of them, reached and followed by keyboard later.
    const viewAll = main.getByRole('link', { name: `View all ${all.total} vehicles` });
    await tabTo(page, viewAll, 'The View all vehicles link', { max: 120 });
    await expectVisibleFocus(viewAll);

    // Home search: the make typed, Enter applies it as a filter.
    const box = main.getByRole('searchbox', { name: 'Search make and model' });
    await tabTo(page, box, 'The home search box');
    await expectVisibleFocus(box);
    await page.keyboard.type('porsche 911');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Search Applied')).toBeVisible();
    await expect(page.getByText('Filtering by Porsche vehicles')).toBeVisible();
    await expect(main.getByLabel('Make', { exact: true })).toHaveValue('Porsche');
    await expect(page.getByText(`${porsche.total} exceptional automobiles`)).toBeVisible();

    // The header search, reached backwards from there: Enter opens it, Enter searches.
    const toggle = header(page).getByRole('button', { name: 'Search' });
    await tabTo(page, toggle, 'The header Search button', { backwards: true });
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    const headerBox = header(page).getByRole('searchbox', { name: 'Search listings' });
    await expect(headerBox).toBeFocused();
    await expectVisibleFocus(headerBox);
    // Escape closes the box and gives focus back to its button; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(headerBox).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headerBox).toBeFocused();
    await page.keyboard.type('Ferrari');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings\?/);
    await expect.poll(() => new URL(page.url()).searchParams.get('make')).toBe('Ferrari');
    await expect(page.getByText('Filtering by Ferrari vehicles')).toBeVisible();
    await expect(headerBox).toBeHidden();
    await expect(main.getByRole('searchbox', { name: 'Search make, model or keyword' })).toHaveValue(
      'Ferrari',
    );
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).getByRole('heading').allTextContents())
      expect(text).toContain('Ferrari');
  });

  test('listings page: make and sort selects, Reset, Load more, and a card opened with Enter', async ({
    page,
    request,
  }) => {
    const verified = await apiListings(request, 'status=active&verified=true&limit=1');
    expect(verified.total, 'the demo data fills more than one page').toBeGreaterThan(24);
    await page.goto('/listings');
    const main = page.getByRole('main');
    const count = page.getByTestId('results-count');
    await expect(count).toHaveText(`${verified.total} vehicles`);

    // The Make filter, changed by typing its name on the closed select.
    const make = main.getByLabel('Make', { exact: true });
    await tabTo(page, make, 'The Make filter');
    await expectVisibleFocus(make);
    await page.keyboard.type('Porsche');
    await expect(make).toHaveValue('Porsche');
    await expect.poll(() => new URL(page.url()).search).toBe('?make=Porsche');
    const verifiedPorsche = await apiListings(request, 'status=active&verified=true&make=Porsche&limit=100');
    await expect(count).toHaveText(`${verifiedPorsche.total} vehicles`);
    await expect(make).toBeFocused();

    // The sort, moved with an arrow key.
    const sort = main.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort, 'The Sort by select');
    await expectVisibleFocus(sort);
    await expect(sort).toHaveValue('newest');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    expect(new URL(page.url()).searchParams.get('make')).toBe('Porsche');
    // Cheapest first in US dollars, whatever currency each seller priced in (cards show USD by default).
    // ("Price on request" sorts last.) The sort keeps the count, so wait for the order itself: checking the
    // count alone read the previous, newest-first list.
    const cardPrices = async () =>
      (await cards(page).locator('[data-testid="card-price"]').allTextContents()).map((t) =>
        /\d/.test(t) ? Number(t.replace(/[^0-9]/g, '')) : Number.POSITIVE_INFINITY,
      );
    await expect
      .poll(
        async () => {
          const prices = await cardPrices();
          return (
            prices.length === verifiedPorsche.items.length &&
            prices.every((p, i) => i === 0 || prices[i - 1]! <= p)
          );
        },
        { message: 'the Porsches, cheapest first' },
      )
      .toBe(true);

    // Reset, at the top of the filter column, clears them and keeps focus.
    const reset = main.getByRole('button', { name: 'Reset', exact: true });
    await tabTo(page, reset, 'The Reset button', { backwards: true });
    await expectVisibleFocus(reset);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings$/);
    await expect(count).toHaveText(`${verified.total} vehicles`);
    await expect(cards(page)).toHaveCount(24);
    await expect(reset).toBeFocused();

    // Load more: reached by Tab from the last card (every card now has watch and compare buttons too, so
    // tabbing from the filters would take a hundred presses); focus then moves to the first new card.
    const more = main.getByRole('button', { name: 'Load more' });
    await cards(page).last().getByRole('heading').getByRole('link').focus();
    await tabTo(page, more, 'The Load more button', { max: 10 });
    await expectVisibleFocus(more);
    await page.keyboard.press('Enter');
    const shown = Math.min(verified.total, 48);
    await expect(cards(page)).toHaveCount(shown);
    await expect(page.getByText(`Showing ${shown} of ${verified.total}`)).toBeVisible();
    const firstNew = cards(page).nth(24).getByRole('heading').getByRole('link');
    await expect(firstNew).toBeFocused();
    await expectVisibleFocus(firstNew);

    // Enter opens it.
    const firstNewTitle = (await firstNew.textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listing\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstNewTitle);
  });

  test('the gallery steps with arrows and buttons, and the fullscreen viewer opens and closes', async ({
    page,
    request,
  }) => {
    // Other specs add listings without photos; walk the gallery of one that has several.
    const active = (await apiListings(request, 'status=active&limit=100')).items;
    const listing = active.find((l) => l.imageUrls.length > 1);
    expect(listing, 'an active listing with several photos').toBeDefined();
    const total = listing!.imageUrls.length;
    /** The counter's text for the n-th photo, counting round as the gallery does. */
    const at = (n: number) => `${((((n - 1) % total) + total) % total) + 1} / ${total}`;
    await page.goto(`/listing/${listing!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingTitle(listing!));
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toHaveText(at(1));

    // The main photo is a button; its ring is drawn by the frame around it.
    const photo = page.getByRole('button', { name: /^Open fullscreen view of photo/ });
    await tabTo(page, photo, 'The main photo button');
    await expectVisibleFocus(photo, page.locator('section[aria-label="Photos"] span.ring-gold').first());
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(at(2));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(at(0));
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(at(1));

    // Previous and Next come next in the tab order and answer Enter and Space.
    const previous = page.getByRole('button', { name: 'Previous photo' });
    const next = page.getByRole('button', { name: 'Next photo' });
    await tabOnceTo(page, previous);
    await expectVisibleFocus(previous);
    await tabOnceTo(page, next);
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(at(2));
    await page.keyboard.press('Space');
    await expect(counter).toHaveText(at(3));
    await tabOnceTo(page, previous, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(at(2));

    // A thumbnail, reached by Tab, shows its photo.
    const thumb = page.getByRole('button', { name: 'Show photo 1', exact: true });
    await tabTo(page, thumb, 'The first thumbnail');
    await expectVisibleFocus(thumb);
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(at(1));
    await expect(thumb).toHaveAttribute('aria-current', 'true');

    // Back to the photo; Enter opens the viewer, where the arrows step and Escape closes it.
    await tabTo(page, photo, 'The main photo button', { backwards: true });
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: listingTitle(listing!) });
    await expect(viewer).toBeVisible();
    const fullCounter = viewer.getByTestId('fullscreen-counter');
    await expect(fullCounter).toHaveText(at(1));
    const close = viewer.getByRole('button', { name: 'Close fullscreen view' });
    await expect(close).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(fullCounter).toHaveText(at(2));
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(counter).toHaveText(at(2));
    // Focus is back on the photo that opened the viewer, and the arrows keep working from there.
    await expect(photo).toBeFocused();
    await expect(photo).toHaveAccessibleName(`Open fullscreen view of photo ${at(2).split(' ')[0]}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(at(3));

    // Space opens it too; focus stays inside it, and its Close button (Enter) closes it.
    await page.keyboard.press('Space');
    await expect(viewer).toBeVisible();
    await expect(fullCounter).toHaveText(at(3));
    await tabTo(page, viewer.getByRole('button', { name: 'Next photo' }), 'The viewer Next photo button', {
      max: 5,
    });
    await page.keyboard.press('Enter');
    await expect(fullCounter).toHaveText(at(4));
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(viewer).toBeHidden();
    await expect(counter).toHaveText(at(4));
    await expect(photo).toBeFocused();
  });

  test('a buyer contacts a seller: sign in from the listing, write, send', async ({ page, request }) => {
    const { items } = await apiListings(request, 'status=active&limit=100');
    // A dealer's listing (buyer@demo.test sells nothing; other specs talk about seller@demo.test's cars).
    const listing = items.find((l) => l.seller?.roleId === 2)!;
    expect(listing, 'an active listing of a dealer').toBeDefined();
    const title = listingTitle(listing);
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Signed out, Contact Seller goes to sign in and comes back.
    const contact = page.getByRole('button', { name: 'Contact Seller' });
    await tabTo(page, contact, 'The Contact Seller button');
    await expectVisibleFocus(contact);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
    await keyboardSignIn(page, 'buyer@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(`/listing/${listing.id}`);
    await expectSignedInAs(page, 'Sophie Laurent');

    await tabTo(page, contact, 'The Contact Seller button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Seller' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your name')).toHaveValue('Sophie Laurent');
    const message = dialog.getByLabel('Message');
    await tabTo(page, message, 'The Message box', { max: 5 });
    await expectVisibleFocus(message);

    // Too short: the message is refused and focus goes back to the box.
    await page.keyboard.type('Too short');
    const send = dialog.getByRole('button', { name: 'Send Message' });
    await tabOnceTo(page, send);
    await expectVisibleFocus(send);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(message).toBeFocused();
    // react-hook-form focuses the invalid field at once and again on the next task (setTimeout); a Tab
    // pressed between the two, as on a loaded machine in CI, is undone by the second. Let it run first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

    // Focus stays inside the dialog: from Send, Tab reaches its Close button, then wraps to the first field.
    await tabOnceTo(page, send);
    await tabOnceTo(page, dialog.getByRole('button', { name: 'Close' }));
    await tabOnceTo(page, dialog.getByLabel('Your name'));
    await tabOnceTo(page, message);
    await page.keyboard.press('ControlOrMeta+a');
    const text = `Could I see the ${listing.model} next Tuesday? Asking by keyboard.`;
    await page.keyboard.type(text);
    await expect(message).toHaveValue(text);
    await tabOnceTo(page, send);
    await page.keyboard.press('Space');
    await expect(page.getByText('Message Sent')).toBeVisible();
    await expect(page.getByText('Your inquiry has been sent to the seller.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Focus returns to the button that opened the form.
    await expect(contact).toBeFocused();

    // The conversation is in the buyer's inbox.
    const messages = header(page).getByRole('link', { name: /^Messages/ });
    await tabTo(page, messages, 'The header Messages link', { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/messages');
    await expect(page.getByTestId('conversation-card').filter({ hasText: title }).first()).toContainText(
      text,
    );
  });

  test('a verified dealer lists a vehicle: fields, selects, photos chosen and reordered, submit', async ({
    page,
    browser,
  }) => {
    const dealer = await apiAccount(browser, 'verified dealer');
    const name = `${dealer.firstName} ${dealer.lastName}`;
    await page.goto('/login');
    await keyboardSignIn(page, dealer.email, dealer.password);
    await expectSignedInAs(page, name);

    // The header's Sell link leads to the dashboard.
    const sell = header(page).getByRole('link', { name: 'Sell', exact: true });
    await tabTo(page, sell, 'The header Sell link', { backwards: true });
    await expectVisibleFocus(sell);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: new RegExp(`Welcome back,\\s+${name}`) })).toBeVisible();
    await expect(page.getByText('No listings yet')).toBeVisible();

    const listNew = page.getByRole('button', { name: 'List New Vehicle' }).first();
    await tabTo(page, listNew, 'The List New Vehicle button');
    await expectVisibleFocus(listNew);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'List New Vehicle' });
    await expect(dialog).toBeVisible();

    // Make: typeahead on the closed select.
    const make = dialog.getByLabel('Make');
    await tabTo(page, make, 'The Make select', { max: 5 });
    await expectVisibleFocus(make);
    await page.keyboard.type('McLaren');
    await expect(make).toHaveValue('McLaren');
    const model = `Artura KBD ${Date.now().toString(36)}`;
    await tabOnceTo(page, dialog.getByLabel('Model'));
    await page.keyboard.type(model);
    const year = dialog.getByLabel('Year');
    await tabOnceTo(page, year);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2023');
    await expect(year).toHaveValue('2023');
    // Condition: arrows on the closed select.
    const condition = dialog.getByLabel('Condition');
    await tabOnceTo(page, condition);
    await expect(condition).toHaveValue('excellent');
    await page.keyboard.press('ArrowUp');
    await expect(condition).toHaveValue('new');
    await tabOnceTo(page, dialog.getByLabel('Mileage', { exact: true }));
    await page.keyboard.type('850');
    // The unit the seller entered it in: miles stays chosen.
    await tabOnceTo(page, dialog.getByLabel('Mileage in'));
    await tabOnceTo(page, dialog.getByLabel('VIN'));
    const price = dialog.getByRole('spinbutton', { name: 'Price', exact: true });
    await tabOnceTo(page, price);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('238500');
    await expect(price).toHaveValue('238500');
    // The explicit "Price on request" choice sits right under the price (issue 15); left unticked.
    await tabOnceTo(page, dialog.getByLabel('Price on request'));
    await tabOnceTo(page, dialog.getByLabel('Currency'));
    await tabOnceTo(page, dialog.getByLabel('Location'));
    await page.keyboard.type('Monaco, Monaco');
    const region = dialog.getByLabel('Region');
    await tabOnceTo(page, region);
    await page.keyboard.type('Europe');
    await expect(region).toHaveValue('Europe');

    // A feature: Enter adds it without sending the form.
    const feature = dialog.getByRole('textbox', { name: 'Features' });
    await tabTo(page, feature, 'The Features box', { max: 15 });
    await page.keyboard.type('Carbon ceramic brakes');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Feature list' }).getByRole('listitem')).toHaveText([
      'Carbon ceramic brakes',
    ]);
    await expect(feature).toHaveValue('');
    await expect(feature).toBeFocused();
    await expect(dialog).toBeVisible();

    // Photos: the dropzone's button opens the file chooser with Enter, and with Space for a second file.
    const choose = dialog.getByRole('button', { name: 'Choose photos' });
    await tabTo(page, choose, 'The Choose photos button', { max: 10 });
    await expectVisibleFocus(choose);
    let chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: await png(1200, 750),
    });
    const tiles = dialog.getByTestId('photo-item');
    await expect(tiles).toHaveCount(1);
    await expect(choose).toBeFocused();
    chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({
      name: 'rear.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithExif(1200, 750),
    });
    await expect(tiles).toHaveCount(2);
    await expect(tiles.nth(0)).toContainText('front.png');
    await expect(tiles.nth(0)).toContainText('Cover');

    // Reorder: Space picks the second photo up, an arrow moves it, Space drops it first.
    const handle = dialog.getByRole('button', { name: 'Reorder photo 2' });
    await tabTo(page, handle, 'The Reorder photo 2 handle', { max: 10 });
    await expectVisibleFocus(handle);
    await moveLeftByKeyboard(page, handle);
    await expect(tiles.nth(0)).toContainText('rear.jpg');
    await expect(tiles.nth(0)).toContainText('Cover');
    await expect(tiles.nth(1)).toContainText('front.png');
    // Focus stays on the handle of the photo that moved.
    await expect(dialog.getByRole('button', { name: 'Reorder photo 1' })).toBeFocused();

    // Submit: the Create Listing button, with Enter.
    const create = dialog.getByRole('button', { name: 'Create Listing' });
    await tabTo(page, create, 'The Create Listing button', { max: 15 });
    await expectVisibleFocus(create);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Listing created')).toBeVisible();
    await expect(page.getByText('Your vehicle listing is now pending approval')).toBeVisible();
    await expect(dialog).toBeHidden();
    const title = `2023 McLaren ${model}`;
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('$238,500');
    // Focus returns to the button that opened the editor.
    await expect(listNew).toBeFocused();

    const me = (await (await page.request.get('/api/users/me')).json()) as { id: string };
    const mine = (await (await page.request.get(`/api/listings?sellerId=${me.id}&limit=100`)).json()) as {
      model: string;
      condition: string;
      region: string;
      mileage: number;
      features: string[];
      imageUrls: string[];
    }[];
    expect(mine.find((l) => l.model === model)).toMatchObject({
      condition: 'new',
      region: 'Europe',
      mileage: 850,
      features: ['Carbon ceramic brakes'],
      imageUrls: [expect.any(String), expect.any(String)],
    });
  });
});
