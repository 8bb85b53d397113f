import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from '@playwright/test';
import { type Browser, expect, test } from './fixtures.ts';
import { signInByApi } from './helpers.ts';

/**
 * axe on every screen of the spec, signed out and signed in as each role: no serious or critical
 * violation of WCAG 2 A/AA.
 */
const SIGNED_OUT = [
  '/',
  '/listings',
  '/listing/1',
  '/login',
  '/signup',
  '/about',
  '/contact',
  '/help-center',
  '/terms-of-service',
  '/privacy-policy',
  '/services',
  '/support',
  '/help/chat',
  '/no-such-page',
  '/messages',
  '/admin',
  '/unsubscribe?token=not-a-real-token',
];
const SIGNED_IN: Record<string, string[]> = {
  'buyer@demo.test': [
    '/messages',
    '/list-car',
    '/register-dealer',
    '/listing/1',
    '/account/alerts',
    '/help/chat',
  ],
  'seller@demo.test': [
    '/seller-dashboard',
    '/seller-dashboard?tab=inquiries',
    '/seller-dashboard?tab=analytics',
  ],
  'dealer@demo.test': ['/dashboard'],
  'admin@demo.test': [
    '/admin-panel',
    '/admin-panel?tab=analytics',
    '/admin-panel?tab=status',
    '/admin-panel?tab=support',
    '/admin/kyc-review',
  ],
};

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each account signs in once per worker and its pages reuse the session: the administrator's sign-in
 * spends a one-time code, two fit in 30 s, and five administrator pages in a row waited for the third
 * past the test's timeout.
 */
const sessions = new Map<string, SignedIn>();

async function contextFor(browser: Browser, email?: string): Promise<BrowserContext> {
  if (!email) return browser.newContext();
  let signedIn = sessions.get(email);
  if (!signedIn) {
    const context = await browser.newContext();
    await signInByApi(context.request, email);
    signedIn = await context.storageState();
    await context.close();
    sessions.set(email, signedIn);
  }
  return browser.newContext({ storageState: signedIn });
}

async function violations(browser: Browser, path: string, email?: string) {
  const context = await contextFor(browser, email);
  const page = await context.newPage();
  await page.goto(path);
  // The page is checked as the account sees it: its reused session still signs it in.
  const session = await (await context.request.get('/api/auth/session')).json();
  expect(session.user?.email ?? null).toBe(email ?? null);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  await context.close();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility', () => {
  for (const path of SIGNED_OUT) {
    test(`signed out ${path}`, async ({ browser }) => {
      expect(await violations(browser, path)).toEqual([]);
    });
  }
  for (const [email, paths] of Object.entries(SIGNED_IN)) {
    for (const path of paths) {
      test(`${email} ${path}`, async ({ browser }) => {
        expect(await violations(browser, path, email)).toEqual([]);
      });
    }
  }
});
