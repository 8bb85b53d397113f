import { describe, expect, it } from 'vitest';
import { paymentRisks } from '../../src/shared/domain/payment-risk.ts';

describe('payment risks in messages', () => {
  it.each([
    ['My IBAN is DE89 3704 0044 0532 0130 00, send the deposit there', 'bank_details'],
    ['IBAN: GB29NWBK60161331926819', 'bank_details'],
    ['Account number 12345678, sort code 40-11-62', 'bank_details'],
    ['Routing number 021000021 and account no. 9876543210', 'bank_details'],
    ['SWIFT: DEUTDEFF500', 'bank_details'],
    ['BIC code COBADEFFXXX', 'bank_details'],
  ])('finds bank details in %j', (message, risk) => {
    expect(paymentRisks(message)).toContain(risk);
  });

  it.each([
    'Please send the deposit by Western Union to hold the car',
    'You can pay via bitcoin, it is faster',
    'Wire the money through a bank transfer before Friday',
    'Western Union payment only, no viewings',
    'Gift cards accepted as deposit',
    'Pay me directly and we skip the fees',
    'Transfer the deposit to my private account',
    'We paid by bank transfer last time. This time please pay with MoneyGram.',
    'Buy Steam cards and send me the codes',
  ])('finds a request to pay off the platform in %j', (message) => {
    expect(paymentRisks(message)).toContain('off_platform_payment');
  });

  it.each([
    'I paid by bank transfer for my last car?',
    'Is the car still available? Can I see it on Saturday?',
    'The price is 125,000 EUR, mileage 12 000 km',
    'We sent the car for a service at 45000 km',
    'Is there a service book and two keys?',
    'My phone number is +41 79 123 45 67',
    'The VIN is WP0ZZZ99ZTS392124',
    'Can I pay through the platform with a card?',
    'I bought it from the first owner in 2019',
    'Does the transfer case make noise?',
  ])('leaves %j alone', (message) => {
    expect(paymentRisks(message)).toEqual([]);
  });
});
