/**
 * Messages that ask to pay outside the platform or carry bank details (issue 18, as mobile.de and
 * PistonHeads warn): the conversation shows a notice under such a message. A small list of patterns, on
 * purpose: it warns, it never blocks, so a miss costs a notice and a false alarm costs a line of text.
 * Unit tests: tests/unit/payment-risk.test.ts.
 */

export type PaymentRisk = 'bank_details' | 'off_platform_payment';

/** An IBAN: two letters, two check digits, then 11 to 30 letters and digits, spaces allowed in groups. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,4})?\b/;
/** Words that name bank details outright; together with a number they are the details themselves. */
const BANK_DETAIL_WORDS =
  /\b(?:iban|swift|bic|sort code|routing (?:number|no\.?|#)|aba (?:number|no\.?)|account (?:number|no\.?|#)|acct\.? ?(?:number|no\.?|#)?|beneficiary)\b/i;
const HAS_LONG_NUMBER = /\d[\d -]{5,}\d/;
/** A SWIFT/BIC code named as one: six letters (bank and country), two for the place, three for a branch. */
const SWIFT_CODE = /\b(?:swift|bic)\b(?:\s*code)?\s*:?\s*[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?\b/i;

/**
 * Asking to pay by a channel the platform cannot protect: money transfer services, wires, crypto, gift
 * cards, or a deposit sent "directly". Each needs an ask (pay, send, transfer, wire, deposit) so that
 * telling a story ("I paid by bank transfer for my last car?") is not taken for a request.
 */
const ASK = '(?:pay|send|transfer|wire|deposit|remit|buy)';
const CHANNEL =
  '(?:western union|moneygram|wire transfer|bank transfer|bank wire|wire|bitcoin|btc|crypto(?:currency)?|usdt|ethereum|gift ?cards?|itunes cards?|steam cards?|amazon cards?|zelle|cash app|venmo|paypal friends)';
const OFF_PLATFORM = [
  // "please send the deposit by Western Union", "you can pay via bitcoin", "wire me the money"
  new RegExp(
    String.raw`\b${ASK}\w*\b[^.?!\n]{0,60}\b(?:by|via|through|with|using|in|to)\s+(?:a\s+|an\s+)?${CHANNEL}\b`,
    'i',
  ),
  // "Western Union payment only", "gift cards accepted", "bitcoin only"
  new RegExp(String.raw`\b${CHANNEL}\b[^.?!\n]{0,30}\b(?:only|accepted|payment|preferred|please)\b`, 'i'),
  // "buy Steam cards and send me the codes", "send bitcoin to this wallet"
  new RegExp(String.raw`\b(?:buy|send|pay)\s+(?:\w+\s+){0,2}${CHANNEL}\b`, 'i'),
  // "pay me directly", "deal outside the site", "send the deposit to my private account"
  /\b(?:pay|payment|deal|deposit)\b[^.?!\n]{0,30}\b(?:directly|outside (?:the|this) (?:site|platform|app)|off (?:the |this )?(?:site|platform|app)|to my (?:private|personal) account)\b/i,
];

/** The writer tells what they did themselves. */
const PAST_STORY = /\b(?:i|we)\s+(?:(?:have|had)\s+)?(?:paid|sent|transferred|wired|bought)\b/i;

/** What of these risks a message shows; empty when none. */
export function paymentRisks(message: string): PaymentRisk[] {
  const risks: PaymentRisk[] = [];
  const text = message.replace(/\s+/g, ' ');
  if (IBAN.test(text.toUpperCase()) && /\d{4}/.test(text)) risks.push('bank_details');
  else if (BANK_DETAIL_WORDS.test(text) && HAS_LONG_NUMBER.test(text)) risks.push('bank_details');
  else if (SWIFT_CODE.test(text)) risks.push('bank_details');
  // Judged sentence by sentence: one telling what the writer did ("I paid by bank transfer for my last
  // car?") is a story, not a request; an order ("pay by wire transfer") or an offer ("you can pay by
  // bitcoin") is.
  const sentences = text.split(/(?<=[.?!])\s+|\n/);
  const asks = sentences.some(
    (sentence) => !PAST_STORY.test(sentence) && OFF_PLATFORM.some((p) => p.test(sentence)),
  );
  if (asks) risks.push('off_platform_payment');
  return risks;
}

/** The notice the conversation shows under a message with a risk. */
export const PAYMENT_RISK_NOTICE =
  'Be careful: this message asks to pay outside the platform or contains bank details. Never send a deposit, wire or gift card before you have seen the car and its papers. Report the conversation if it looks like a scam.';
