import { type Browser, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once the app on `page` is interactive. A server-rendered page is visible (and clickable) before
 * its code has loaded and hydrated it; the app marks <html data-ready> once it has (RootLayout). A
 * document without the app (a file, a JSON answer) does not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
  );
}

/** Makes `goto` and `reload` on `page` resolve once the app is interactive, as a person would wait. */
function waitForAppAfterNavigation(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForApp(page);
        return response;
      },
    });
  }
}

/**
 * Every page a test opens, through the `page` fixture or a context of its own, waits for the app (but
 * not in a context with JavaScript turned off, where the app never runs).
 */
function waitForAppInNewContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  Object.assign(browser, {
    newContext: async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext(...args);
      if (args[0]?.javaScriptEnabled !== false) context.on('page', waitForAppAfterNavigation);
      return context;
    },
  });
}

export const test = base.extend<object, { appAwareBrowser: undefined }>({
  appAwareBrowser: [
    async ({ browser }, use) => {
      waitForAppInNewContexts(browser);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, use) => {
    waitForAppAfterNavigation(page);
    await use(page);
  },
});
