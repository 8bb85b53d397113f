import type { Listing } from '../../src/shared/schemas/listings.ts';
import { type Browser, expect, type Locator, type Page, test } from './fixtures.ts';
import {
  approvedDealerByApi,
  header,
  newPerson,
  registerByApi,
  signInByApi,
  signInOnPage,
  signUp,
} from './helpers.ts';

/**
 * A buyer and a seller talk in real time, each in their own browser: the buyer writes from the listing
 * page, the seller sees it arrive on the dashboard's Inquiries tab without a reload and answers, the buyer
 * sees the answers arrive on /messages, three messages each, then the buyer rates the seller.
 */

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOnPage(page, email);
  return page;
}

/** The live stream is connected: what happens from now on arrives by itself. */
async function expectLive(page: Page) {
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'open');
}

// Two browsers and several sign-ins per test: more than the default budget on a busy machine.
test.describe.configure({ timeout: 60_000 });

const conversationLog = (dialog: Locator) => dialog.getByRole('log', { name: 'Messages' });

/** Types into the dialog's reply box and sends with Enter. */
async function replyWithEnter(page: Page, dialog: Locator, text: string, toast: string) {
  const box = dialog.getByLabel('Reply', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(conversationLog(dialog).getByText(text)).toBeVisible();
}

test('buyer and seller converse live, then the buyer rates the seller', async ({ browser, page }) => {
  test.setTimeout(120_000);

  // The seller's listing: an active one of seller@demo.test.
  const seller = await newSignedInPage(browser, 'seller@demo.test');
  const me = (await (await seller.request.get('/api/users/me')).json()) as { id: string };
  const res = await seller.request.get(`/api/listings?sellerId=${me.id}&status=active&limit=1`);
  const [listing] = (await res.json()) as Listing[];
  expect(listing, 'seller@demo.test has an active listing').toBeTruthy();
  const title = `${listing!.year} ${listing!.make} ${listing!.model}`;
  const ratingsBefore = (await (await seller.request.get(`/api/ratings/seller/${me.id}`)).json()) as {
    totalRatings: number;
  };

  // The seller waits on the dashboard's Inquiries tab.
  await seller.goto('/seller-dashboard?tab=inquiries');
  await expect(seller.getByRole('tab', { name: /Inquiries/ })).toHaveAttribute('aria-selected', 'true');
  await expectLive(seller);
  const sellerCards = seller.getByTestId('conversation-card');

  // A new buyer signs up and writes from the listing page.
  const buyer = page;
  const person = newPerson('buyer');
  await signUp(buyer, person);
  await expect(buyer).toHaveURL('/');
  await buyer.goto(`/listing/${listing!.id}`);
  await buyer.getByRole('button', { name: 'Contact Seller' }).click();
  const first = `Hello, is the ${listing!.model} still available for a viewing next week?`;
  await buyer.getByRole('dialog').getByLabel('Message').fill(first);
  await buyer.getByRole('dialog').getByRole('button', { name: 'Send Message' }).click();
  await expect(buyer.getByText('Message Sent').first()).toBeVisible();

  // The buyer's inbox: the conversation, sent and not yet seen.
  await buyer.goto('/messages');
  await expectLive(buyer);
  const buyerCard = buyer.getByTestId('conversation-card').filter({ hasText: title });
  await expect(buyerCard).toContainText('Sent');
  await expect(buyerCard).toContainText(first);

  // The seller sees it arrive without a reload, unread, with the buyer's name and e-mail.
  const sellerCard = sellerCards.filter({ hasText: person.email });
  await expect(sellerCard).toContainText(title);
  await expect(sellerCard).toContainText(`${person.firstName} ${person.lastName}`);
  await expect(sellerCard).toContainText('1 new');
  await expect(header(seller).getByRole('link', { name: /Messages, \d+ unread/ })).toBeVisible();

  // Opening it marks it read: the buyer's 'Sent' becomes 'Opened', live.
  await sellerCard.click();
  const sellerDialog = seller.getByRole('dialog', { name: title });
  await expect(conversationLog(sellerDialog).getByText(first)).toBeVisible();
  await expect(sellerCard).not.toContainText('1 new');
  await expect(buyerCard).toContainText('Opened');

  // Blank replies cannot be sent.
  const sellerBox = sellerDialog.getByLabel('Reply', { exact: true });
  await sellerBox.fill('   \n  ');
  await expect(sellerDialog.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Reply 1; the buyer's inbox shows it arrive, unread, and the header counts it.
  const sellerLines = [
    'Yes, it is. Tuesday or Wednesday afternoon both work for me.',
    'Perfect. The car is at our Los Angeles showroom.',
    'See you Wednesday at 3 pm then. I will have the service book ready.',
  ];
  const buyerLines = [
    'Wednesday afternoon suits me.\nWhere should I come?',
    'Great, could you also bring the service records?',
  ];
  await replyWithEnter(seller, sellerDialog, sellerLines[0]!, 'Reply sent');
  await expect(seller.getByText('Your message has been sent to the buyer.').first()).toBeVisible();
  await expect(buyerCard).toContainText('1 new');
  await expect(buyerCard).toContainText(sellerLines[0]!);
  await expect(header(buyer).getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

  // The buyer opens the conversation: oldest first, read at once.
  await buyerCard.click();
  const buyerDialog = buyer.getByRole('dialog', { name: title });
  await expect(buyerDialog.getByTestId('conversation-message')).toHaveCount(2);
  await expect(buyerDialog.getByTestId('conversation-message').first()).toContainText(first);
  await expect(buyerDialog.getByTestId('conversation-message').last()).toContainText(sellerLines[0]!);
  // (The open dialog hides the page from assistive technology, so the badge is found by its test id.)
  await expect(header(buyer).getByTestId('unread-badge')).toHaveCount(0);

  // Two more rounds, each side's dialog open; every message arrives on the other side by itself.
  for (let round = 0; round < 2; round++) {
    const buyerText = buyerLines[round]!;
    if (buyerText.includes('\n')) {
      // Shift+Enter is a new line, Enter sends.
      const [line1, line2] = buyerText.split('\n');
      const box = buyerDialog.getByLabel('Reply', { exact: true });
      await box.fill(line1!);
      await box.press('Shift+Enter');
      await box.pressSequentially(line2!);
      await expect(box).toHaveValue(buyerText);
      await box.press('Enter');
      await expect(buyer.getByText('Your message has been sent to the seller').first()).toBeVisible();
      await expect(box).toHaveValue('');
    } else {
      await replyWithEnter(buyer, buyerDialog, buyerText, 'Reply sent');
    }
    const arrived = conversationLog(sellerDialog).getByTestId('conversation-message').last();
    await expect(arrived).toContainText(buyerText.split('\n')[1] ?? buyerText);
    await expect(arrived).toContainText('Buyer');

    await replyWithEnter(seller, sellerDialog, sellerLines[round + 1]!, 'Reply sent');
    const answer = conversationLog(buyerDialog).getByTestId('conversation-message').last();
    await expect(answer).toContainText(sellerLines[round + 1]!);
    await expect(answer).toContainText('Seller');
  }

  // The buyer's first message was the listing form's; the dialog sent two: that is three each.
  await expect(conversationLog(buyerDialog).getByTestId('conversation-message')).toHaveCount(6);
  await expect(conversationLog(sellerDialog).getByTestId('conversation-message')).toHaveCount(6);
  // The seller's last message was read by the buyer while open.
  await expect(sellerDialog.getByText('Opened', { exact: true })).toBeVisible();

  // Closing the dialog takes the conversation out of the address; a link with it opens it again.
  await buyerDialog.getByRole('button', { name: 'Close' }).click();
  await expect(buyerDialog).toHaveCount(0);
  await buyer.goto(`/messages?listing=${listing!.id}`);
  await expect(buyer.getByRole('dialog', { name: title })).toBeVisible();
  await expect(buyer.getByRole('dialog').getByTestId('conversation-message')).toHaveCount(6);

  // Now the buyer may rate the seller.
  await buyer.goto(`/listing/${listing!.id}`);
  const widget = buyer.getByRole('region', { name: 'Rate this Seller' });
  await widget.getByRole('radio', { name: '5 stars' }).click();
  await widget.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(buyer.getByText('Rating Submitted').first()).toBeVisible();
  await expect(widget.getByText('You have already rated this seller for this listing.')).toBeVisible();
  // The buyer's account is minutes old (and, here, signs in from the seller's address): the rating is held,
  // uncounted, until an administrator releases it.
  const total = ratingsBefore.totalRatings + 1;
  const counted = buyer.getByText(`(${total} ${total === 1 ? 'rating' : 'ratings'})`);
  await buyer.reload();
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
  await expect(counted).toHaveCount(0);

  const admin = await newSignedInPage(browser, 'admin@demo.test');
  await admin.goto('/admin?tab=ratings');
  const held = admin
    .getByRole('article')
    .filter({ hasText: `${person.firstName} ${person.lastName} rated` })
    .filter({ hasText: title });
  await expect(
    held.getByText(/^(Rater account less than a day old|Sent from an address the seller signs in from)$/),
  ).toBeVisible();
  await held.getByRole('button', { name: 'Release' }).click();
  await expect(admin.getByText('Rating Released')).toBeVisible();
  await buyer.reload();
  await expect(counted).toBeVisible();

  await admin.context().close();
  await seller.context().close();
});

test('messages: signed out is refused, a new account has an empty inbox', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signUp(page, newPerson('inbox'));
  await expect(page).toHaveURL('/');
  await header(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Listings' }).click();
  await expect(page).toHaveURL(/\/listings/);
});

test('a seller without inquiries sees the empty Inquiries tab', async ({ browser }) => {
  // A dealer verified just now has no conversations yet.
  const person = newPerson('dealer');
  const context = await browser.newContext();
  const page = await context.newPage();
  await approvedDealerByApi(context.request, person);
  await page.goto('/seller-dashboard?tab=inquiries');
  await expect(page.getByText('No inquiries yet')).toBeVisible();
  await expect(page.getByText('Inquiries from potential buyers will appear here.')).toBeVisible();
  await context.close();
});

test('a long conversation opens at its newest message and keeps the reader’s place when more arrive', async ({
  browser,
  page,
}) => {
  const sellerContext = await browser.newContext();
  const seller = sellerContext.request;
  await signInByApi(seller, 'seller@demo.test');
  const sellerMe = (await (await seller.get('/api/users/me')).json()) as { id: string };
  const [listing] = (await (
    await seller.get(`/api/listings?sellerId=${sellerMe.id}&status=active&limit=1`)
  ).json()) as Listing[];
  expect(listing, 'seller@demo.test has an active listing').toBeTruthy();

  // A new buyer (signed in on the page's own cookies) and seven long messages, alternating.
  await registerByApi(page.request, newPerson('thread'));
  const buyerMe = (await (await page.request.get('/api/users/me')).json()) as { id: string };
  const line = (n: number) =>
    `Message ${n}: ${'about the service history, the tyres, the paint and the delivery date. '.repeat(3)}`;
  const send = async (n: number) => {
    const fromSeller = n % 2 === 0;
    const res = await (fromSeller ? seller : page.request).post('/api/inquiries', {
      data: fromSeller
        ? { listingId: listing!.id, buyerId: buyerMe.id, message: line(n) }
        : { listingId: listing!.id, message: line(n) },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  for (let n = 1; n <= 7; n++) await send(n);

  await page.goto(`/messages?listing=${listing!.id}`);
  await expectLive(page);
  const log = conversationLog(page.getByRole('dialog'));
  await expect(log.getByText('Message 7:')).toBeInViewport();
  await expect(log.getByText('Message 1:')).not.toBeInViewport();

  // Reading the oldest messages, a new one arrives: the place is kept and the new one is announced.
  await log.evaluate((list) => list.scrollTo({ top: 0 }));
  await expect(log.getByText('Message 1:')).toBeInViewport();
  await send(8);
  const newMessages = page.getByRole('dialog').getByRole('button', { name: '1 new message' });
  await expect(newMessages).toBeVisible();
  await expect(log.getByText('Message 1:')).toBeInViewport();
  await expect(log.getByText('Message 8:')).not.toBeInViewport();

  // Following the notice shows the newest; at the end, what arrives next scrolls into view by itself.
  await newMessages.click();
  await expect(log.getByText('Message 8:')).toBeInViewport();
  await expect(newMessages).toBeHidden();
  await send(10);
  await expect(log.getByText('Message 10:')).toBeInViewport();
  await sellerContext.close();
});

test('a message asking to pay by wire carries a warning, and the seller reports the conversation', async ({
  browser,
}) => {
  const seller = await newSignedInPage(browser, 'seller@demo.test');
  const me = (await (await seller.request.get('/api/users/me')).json()) as { id: string };
  const [listing] = (await (
    await seller.request.get(`/api/listings?sellerId=${me.id}&status=active&limit=1`)
  ).json()) as Listing[];
  const title = `${listing!.year} ${listing!.make} ${listing!.model}`;

  const buyerContext = await browser.newContext();
  const person = newPerson('wire');
  await registerByApi(buyerContext.request, person);
  const risky = 'Can I pay the deposit by wire transfer first? My IBAN is DE89 3704 0044 0532 0130 00.';
  const sent = await buyerContext.request.post('/api/inquiries', {
    data: { listingId: listing!.id, message: risky },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await buyerContext.close();

  await seller.goto('/seller-dashboard?tab=inquiries');
  await seller.getByTestId('conversation-card').filter({ hasText: person.email }).click();
  const dialog = seller.getByRole('dialog', { name: title });
  await expect(conversationLog(dialog).getByText(risky)).toBeVisible();
  await expect(dialog.getByTestId('payment-risk-notice')).toContainText('asks to pay outside the platform');

  await dialog.getByRole('button', { name: 'Report conversation' }).click();
  const form = seller
    .getByRole('dialog')
    .filter({ has: seller.getByRole('button', { name: 'Send report' }) });
  await form.getByLabel('Suspected scam').check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(seller.getByText('Report sent').first()).toBeVisible();
});
