import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The password of every seeded demo account (README). */
export const DEMO_PASSWORD = 'demo-password';

let seq = 0;

/** A new account's details, unique per run. */
export function newPerson(prefix = 'e2e') {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    firstName: 'Eva',
    lastName: 'Tester',
    username: `${prefix}_${tag}`,
    email: `${prefix}-${tag}@example.test`,
    city: 'Lyon',
    country: 'France',
    password: 'secret-pass-1',
  };
}

export type Person = ReturnType<typeof newPerson>;

/** Fills and submits the sign-up form as a person would. */
export async function signUp(page: Page, p: Person, { dealer = false } = {}) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(p.firstName);
  await page.getByLabel('Last Name').fill(p.lastName);
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('Email').fill(p.email);
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: p.country }).click();
  await page.getByLabel('City').fill(p.city);
  if (dealer) await page.getByLabel('Yes').check();
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm Password').fill(p.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /login as a person would and waits for the confirmation. */
export async function signInOnPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page.getByText('Sign in successful')).toBeVisible();
}

/**
 * Signs a request context in through the API: `page.request` or `context.request` share cookies with the
 * pages of that context, so a test can arrange state as a user without walking the sign-in form.
 */
export async function signInByApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `sign in as ${email}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** Creates `p`'s account through the API, signed in on `request`'s cookies (as the sign-up form leaves it). */
export async function registerByApi(request: APIRequestContext, p: Person, { dealer = false } = {}) {
  const { firstName, lastName, username, city, country, email, password } = p;
  const res = await request.post('/api/auth/register', {
    data: {
      email,
      password,
      userData: {
        firstName,
        lastName,
        username,
        city,
        country,
        age: 40,
        accountType: dealer ? 'dealer' : 'customer',
      },
    },
  });
  expect(res.ok(), `sign up as ${email}: ${res.status()} ${await res.text()}`).toBe(true);
}

export const header = (page: Page) => page.getByRole('banner');

export async function expectSignedInAs(page: Page, name: string) {
  await expect(header(page).getByText(name)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Signs out from the header and waits for the reload that follows (spec section 2), so the next step
 * does not race it. */
export async function signOut(page: Page) {
  const reloaded = page.waitForEvent('load');
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await reloaded;
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/**
 * Moves a focused dnd-kit item one place left with the keyboard: Space picks it up, ArrowLeft moves it,
 * Space drops it. dnd-kit listens for arrows only a moment after the pick-up (a busy machine can lose the
 * first one) and drops where it last announced: move until it announces the other item, then drop.
 */
export async function moveLeftByKeyboard(page: Page, handle: Locator) {
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      /Draggable item (\S+) was moved over droppable area (?!\1\.)\S+\./,
      { timeout: 1000 },
    );
  }).toPass();
  await page.keyboard.press('Space');
}
