import { SUPPORT_EMAIL } from '../../src/shared/constants.ts';
import { DEALER_CREATED_MESSAGE } from '../../src/shared/schemas/auth.ts';
import { CONTACT_SENT_MESSAGE } from '../../src/shared/schemas/contact.ts';
import { expect, test } from './fixtures.ts';
import {
  DEMO_ADMIN,
  emailTo,
  expectSignedInAs,
  header,
  newPerson,
  signIn,
  signInByApi,
  signOut,
  signUp,
} from './helpers.ts';

test.describe('accounts', () => {
  test('sign up, sign out, then sign in and be sent back to the page that asked for it', async ({ page }) => {
    const p = newPerson();
    await signUp(page, p);
    await expect(page.getByText('Welcome! Your customer account has been created')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, `${p.firstName} ${p.lastName}`);
    await expect(header(page).getByText('Customer')).toBeVisible();
    await expect(header(page).getByText('ET')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Messages' })).toBeVisible();

    await signOut(page);
    await expect(header(page).getByRole('link', { name: 'Messages' })).toHaveCount(0);

    // A page that needs an account stores where the visitor was going.
    await page.goto('/list-car');
    await expect(page).toHaveURL('/login');
    await signIn(page, p.email, p.password);
    await expect(page.getByText('Sign in successful')).toBeVisible();
    await expect(page).toHaveURL('/list-car');
    await expectSignedInAs(page, `${p.firstName} ${p.lastName}`);
  });

  test('sign-in failure shows the server message and keeps the button disabled until a field changes', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'nobody@example.test', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText(/Invalid credentials/);
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('sign-up shows the spec messages for bad input', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Age').fill('16');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password').fill('456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Invalid email address',
      'Must be at least 18 years old',
      'Password must be at least 6 characters',
      "Passwords don't match",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('a dealer signing up goes straight to the dealer application, and nothing else opens before approval', async ({
    page,
  }) => {
    const p = newPerson('dealer');
    await signUp(page, p, { dealer: true });
    await expect(page.getByText(DEALER_CREATED_MESSAGE).first()).toBeVisible();
    await expect(page).toHaveURL('/register-dealer');
    await expect(page.getByRole('heading', { name: 'Dealer Registration', level: 1 })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Dealer application' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Messages' })).toHaveCount(0);

    // The dashboard and the other signed-in pages lead back to the application.
    await page.goto('/seller-dashboard');
    await expect(page).toHaveURL('/register-dealer');
    await page.goto('/watchlist');
    await expect(page).toHaveURL('/register-dealer');

    // Signing in again lands there too.
    await signOut(page);
    await page.goto('/login');
    await signIn(page, p.email, p.password);
    await expect(page).toHaveURL('/register-dealer');
  });
});

test.describe('header and navigation', () => {
  test('header search goes to /listings?search= and clears the box', async ({ page }) => {
    await page.goto('/about');
    await header(page).getByRole('button', { name: 'Search' }).click();
    const box = header(page).getByPlaceholder('Search make and model...');
    await box.fill('Ferrari Roma');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/listings/);
    await header(page).getByRole('button', { name: 'Search' }).click();
    await expect(header(page).getByPlaceholder('Search make and model...')).toHaveValue('');
  });

  test('unknown pages show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  for (const [path, title, text] of [
    ['/about', /About/, 'Verified Dealers'],
    ['/contact', /Contact/, 'Sun closed'],
    ['/help-center', /Help Center/, 'Shipping and Logistics'],
    ['/terms-of-service', /Terms of Service/, 'January 2024'],
    ['/privacy-policy', /Privacy Policy/, 'January 2024'],
    ['/services', /Services/, 'Create Account'],
    ['/support', /Support/, '24/7'],
  ] as const) {
    test(`static page ${path} renders`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the contact form names what is missing, then sends the message to the support inbox', async ({
    page,
  }) => {
    const subject = `Enclosed transport ${Date.now()}`;
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByText('Subject is required')).toBeVisible();
    await expect(main.getByText('First name is required')).toBeVisible();
    await main.getByLabel('First Name').fill('Ada');
    await main.getByLabel('Last Name').fill('Lovelace');
    await main.getByLabel('Email').fill('ada@example.test');
    await main.getByLabel('Subject').fill(subject);
    await main.getByLabel('Message', { exact: true }).fill('Can you ship a car to Monaco?');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByText(CONTACT_SENT_MESSAGE)).toBeVisible();
    const body = await emailTo(SUPPORT_EMAIL, `Contact form: ${subject}`);
    expect(body).toContain('Can you ship a car to Monaco?');
    expect(body).toContain('Ada Lovelace <ada@example.test>');
  });

  test('the help center answers the five questions', async ({ page }) => {
    await page.goto('/help-center');
    await page.getByRole('button', { name: /verif/i }).first().click();
    await expect(page.getByText(/24-48 hours/).first()).toBeVisible();
  });

  test('access messages for signed-out visitors', async ({ page }) => {
    await page.goto('/messages');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByText('You need to be logged in to access the admin panel.')).toBeVisible();
  });

  test('scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/terms-of-service');
    // The page renders once its code has arrived, which can be after the load event: scroll until it has.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Privacy/ })
      .click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('header at every desktop width', () => {
  // The administrator's header carries the most links; the dealer's has a Messages count. At 1280 px the
  // Sign Out button once ended past the window's edge, and a count dropped below its link.
  for (const email of [DEMO_ADMIN, 'dealer@demo.test']) {
    test(`${email}: every header control is inside the window, each link on one line`, async ({ page }) => {
      // Three loads of the home page and a measure of every header control at each: 20 s on a quiet
      // two-core machine, past the 30 s default on a loaded one.
      test.slow();
      await signInByApi(page.request, email);
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const signOutButton = header(page).getByRole('button', { name: 'Sign Out' });
        await expect(signOutButton).toBeVisible();
        const controls = header(page).locator('a:visible, button:visible, select:visible');
        for (const control of await controls.all()) {
          const box = (await control.boundingBox())!;
          const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
          expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
        }
        for (const link of await header(page)
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link')
          .all()) {
          expect((await link.boundingBox())!.height, `${await link.innerText()} at ${width} px`).toBeLessThan(
            40,
          );
        }
      }
      // Below 1024 px the links move into the menu rather than past the edge.
      await page.setViewportSize({ width: 800, height: 800 });
      await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-out menu carries the links and account buttons', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Buy' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Buy' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
