// The card rules of test mode, after Stripe's test cards: any number passing the Luhn check pays,
// except the well-known decline numbers; expiry and security code are checked like a card form.
import type { Message } from '../errors';
import { paymentMessages as m } from './messages';

export type TestCard = { number: string; expiry: string; cvc: string };

/** A card detail that is wrong (nothing reaches the bank) or a bank decline (the payment fails). */
export type TestCardVerdict = { kind: 'approved' } | { kind: 'invalid'; message: Message } | { kind: 'declined'; message: Message };

/** Stripe's test numbers that are declined, with the reason shown to the payer. */
const DECLINES: Record<string, Message> = {
  '4000000000000002': m.cardDeclined,
  '4000000000009995': m.insufficientFunds,
  '4000000000000069': m.expiredCard,
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks a card as test mode's "bank" would, at `now`. */
export function checkTestCard(card: TestCard, now = new Date()): TestCardVerdict {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'invalid', message: m.invalidNumber };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { kind: 'invalid', message: m.invalidExpiry };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { kind: 'invalid', message: m.expiredCard };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'invalid', message: m.invalidCvc };
  const decline = DECLINES[digits];
  return decline ? { kind: 'declined', message: decline } : { kind: 'approved' };
}
