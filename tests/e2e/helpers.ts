import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { secretOf, totp, unusedTotp } from '../fixtures/totp.ts';

/** The password of every seeded demo account (README). */
export const DEMO_PASSWORD = 'demo-password';

/** The seeded administrator: seeded without two-factor sign-in, which the admin API requires. */
export const DEMO_ADMIN = 'admin@demo.test';

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;
/** Where this run keeps the demo administrator's TOTP secret (one file per server port). */
const secretFile = path.join(os.tmpdir(), 'kingsmere-e2e', `demo-admin-totp-${new URL(baseURL).port}`);
/** The codes this run has signed in with: the server refuses a code twice (modules/auth/two-factor-replay.ts). */
const usedCodesFile = `${secretFile}.used`;

/** Remembers an account's TOTP secret for later sign-ins in this run (the demo administrator's). */
export function rememberTotpSecret(secret: string): void {
  mkdirSync(path.dirname(secretFile), { recursive: true });
  writeFileSync(secretFile, secret);
  writeFileSync(usedCodesFile, '');
}

let demoAdminReady: Promise<void> | null = null;

/**
 * Turns on two-factor sign-in for the demo administrator once per run, through the API as its set-up
 * screen would, and keeps the secret so every sign-in can compute a code. The server's store is fresh each
 * run: a first sign-in that needs no code means it is not on yet (and an old file is stale).
 */
export function ensureDemoAdminTwoFactor(): Promise<void> {
  demoAdminReady ??= (async () => {
    const api = await request.newContext({ baseURL });
    try {
      const login = await api.post('/api/auth/login', {
        data: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
      });
      expect(login.ok(), `demo admin sign-in: ${login.status()}`).toBe(true);
      if ((await login.json()).twoFactorRequired) return;
      const setup = await api.post('/api/auth/two-factor/enable', { data: { password: DEMO_PASSWORD } });
      expect(setup.ok(), `two-factor set-up: ${setup.status()} ${await setup.text()}`).toBe(true);
      const secret = secretOf((await setup.json()).totpURI);
      const verified = await api.post('/api/auth/two-factor/verify', { data: { code: totp(secret) } });
      expect(verified.ok(), `two-factor confirmation: ${verified.status()}`).toBe(true);
      rememberTotpSecret(secret);
    } finally {
      await api.dispose();
    }
  })();
  return demoAdminReady;
}

/** A code for the demo administrator that has not signed in yet in this run (across worker processes). */
export function demoAdminCode(): Promise<string> {
  const secret = readFileSync(secretFile, 'utf8').trim();
  const used = () => (existsSync(usedCodesFile) ? readFileSync(usedCodesFile, 'utf8').split('\n') : []);
  return unusedTotp(secret, {
    has: (code) => used().includes(code),
    add: (code) => appendFileSync(usedCodesFile, `${code}\n`),
  });
}

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

/**
 * Fills and submits the sign-in form. The demo administrator then gets the code step, which this answers
 * with a code computed from the secret its set-up stored (`ensureDemoAdminTwoFactor`).
 */
export async function signIn(page: Page, email: string, password: string) {
  const admin = email === DEMO_ADMIN && password === DEMO_PASSWORD;
  if (admin) await ensureDemoAdminTwoFactor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  if (admin) await enterTwoFactorCode(page, await demoAdminCode());
}

/** Answers the sign-in's code step. */
export async function enterTwoFactorCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
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
  if (email === DEMO_ADMIN) await ensureDemoAdminTwoFactor();
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `sign in as ${email}: ${res.status()} ${await res.text()}`).toBe(true);
  if (!(await res.json()).twoFactorRequired) return;
  expect(email, 'only the demo administrator signs in with a code here').toBe(DEMO_ADMIN);
  const second = await request.post('/api/auth/two-factor', { data: { code: await demoAdminCode() } });
  expect(second.ok(), `two-factor as ${email}: ${second.status()} ${await second.text()}`).toBe(true);
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
  await confirmEmailByApi(request, email);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A verified dealer made the one way there is (decision 0033): sign-up as a dealer, the dealer application
 * with its documents, and an administrator's approval of it. Preparation through the API, not a journey.
 */
export async function approvedDealerByApi(dealer: APIRequestContext, p: Person): Promise<void> {
  await registerByApi(dealer, p, { dealer: true });
  const document = async () => {
    const res = await dealer.post('/api/kyc/documents', {
      multipart: { document: { name: 'doc.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(res.ok(), `document upload: ${res.status()}`).toBe(true);
    return ((await res.json()) as { reference: string }).reference;
  };
  const application = await dealer.post('/api/kyc/applications', {
    data: {
      applicationType: 'dealer',
      fullName: `${p.firstName} ${p.lastName}`,
      email: p.email,
      phone: '+44 20 7946 0000',
      country: p.country,
      dealershipName: `${p.lastName} Motors`,
      businessLicenseUrl: await document(),
      idDocumentUrl: await document(),
      proofOfAddressUrl: await document(),
    },
  });
  expect(application.ok(), `dealer application: ${application.status()} ${await application.text()}`).toBe(
    true,
  );
  const { id } = (await application.json()) as { id: number };
  const admin = await request.newContext({ baseURL });
  try {
    await signInByApi(admin, DEMO_ADMIN);
    const approved = await admin.patch(`/api/admin/kyc/${id}/status`, { data: { status: 'approved' } });
    expect(approved.ok(), `approval: ${approved.status()} ${await approved.text()}`).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** An .eml file's text part, decoded (nodemailer writes quoted-printable). */
function emailText(eml: string): { to: string; subject: string; body: string } {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { to: header('To'), subject: header('Subject'), body };
}

/**
 * The newest e-mail to `address` whose subject matches, as the server wrote it to DATA_DIR/outbox (no SMTP
 * in the tests); waits for the outbox sender, which delivers every few seconds.
 */
export async function emailTo(address: string, subject: string | RegExp): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = emailText(await readFile(path.join(dir, file), 'utf8'));
          const subjectMatches =
            typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
          if (mail.to === address && subjectMatches) {
            found = mail.body;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${address} (${subject})` },
    )
    .toBe(true);
  return found!;
}

/** The link to `page` in an e-mail body, as a path on this server (the e-mail names PUBLIC_URL). */
export function linkIn(body: string, page: string): string {
  const link = new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(body)?.[0];
  expect(link, `a ${page} link in: ${body}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Opens the confirmation link of `email`'s sign-up e-mail, as its owner would. */
export async function confirmEmail(page: Page, email: string) {
  await page.goto(linkIn(await emailTo(email, 'Confirm your e-mail address'), '/verify-email'));
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
}

/** Confirms `email` with the token of its sign-up e-mail, through the API (arranging, not a journey step). */
export async function confirmEmailByApi(request: APIRequestContext, email: string) {
  const link = linkIn(await emailTo(email, 'Confirm your e-mail address'), '/verify-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const res = await request.post('/api/auth/verify-email', { data: { token } });
  expect(res.ok(), `confirm ${email}: ${res.status()} ${await res.text()}`).toBe(true);
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

/**
 * Requests matching `url` held until `release` is called, each answered then as the server answered it:
 * a test acts in the moment a slow network or a slow start leaves open (before the app's code runs,
 * before a send's answer arrives).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { release };
}
