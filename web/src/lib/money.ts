// Money in the web app (ARCHITECTURE 2): euros with at most two decimals, JSON numbers on the wire. Figures
// are shown as '1.234,56 €' and typed the German way. Sums are taken in whole cents (integers), never by
// adding floats, so 0,10 € + 0,20 € is 0,30 € and not 0,30000000000000004 €.

import { BUDGET_MESSAGES } from '#shared/budget';

/** SPEC 5 and issue 17: amounts are never below 0 and have at most two decimals (the API's sentence). */
export const MONEY_MESSAGE = BUDGET_MESSAGES.amountInvalid;
/** Shown for a figure beyond the column's size (numeric(12,2)). */
export const MONEY_TOO_LARGE = 'Der Betrag darf höchstens 9.999.999.999,99 € betragen.';
/** Shown for text that is no amount at all ('abc', '1,2,3'). */
export const MONEY_INVALID = 'Bitte gib einen Betrag in Euro ein, z. B. 1.234,56.';
/** 9,999,999,999.99 € in cents: the largest amount numeric(12,2) stores. */
export const MAX_CENTS = 999_999_999_999;

/** Whole cents of an amount the API sent (a JSON number with at most two decimals). */
export function toCents(euros: number): number {
  // The API's numbers are decimal strings turned into doubles: rounding the scaled double recovers the cents.
  return Math.round(euros * 100);
}

/** The JSON number for a whole number of cents, built from its digits so that it prints as it reads. */
export function fromCents(cents: number): number {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return Number(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** Adds amounts in cents; the result is euros again. */
export function sumMoney(amounts: readonly (number | null | undefined)[]): number {
  return fromCents(amounts.reduce<number>((sum, amount) => sum + (amount == null ? 0 : toCents(amount)), 0));
}

/** a - b, in cents. */
export function subtractMoney(a: number, b: number): number {
  return fromCents(toCents(a) - toCents(b));
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** '1.234,56 €' (a no-break space before the sign, as German typesetting and Intl do); null shows as ''. */
export function formatMoney(euros: number | null | undefined): string {
  if (euros == null || !Number.isFinite(euros)) return '';
  return `${formatAmount(euros)}\u00a0€`;
}

/** '1.234,56' without the currency sign, e.g. as the starting text of an input. */
export function formatAmount(euros: number): string {
  const cents = toCents(euros);
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${group(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as it is typed into an input: '1234,5' (no grouping, comma only when there are cents). */
export function formatMoneyInput(euros: number | null | undefined): string {
  if (euros == null) return '';
  const cents = toCents(euros);
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}${whole}${rest ? `,${String(rest).padStart(2, '0')}` : ''}`;
}

export type MoneyParse = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Reads what a person typed: '1.234,56', '1234,5', '1234.56', '12 €', '1 234,00'. A comma is the decimal
 * sign and dots group thousands; without a comma, one dot before one or two digits is read as the decimal
 * point (people type 12.50), before three digits as grouping (1.234). Empty input is null (no amount).
 */
export function parseMoney(input: string): MoneyParse {
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/€|EUR/gi, '');
  if (text === '') return { ok: true, value: null };
  if (/^[-−–]/.test(text)) return { ok: false, message: MONEY_MESSAGE };
  let whole: string;
  let decimals = '';
  if (text.includes(',')) {
    const parts = text.split(',');
    if (parts.length !== 2 || !isGrouped(parts[0], true)) return invalid();
    whole = parts[0].replace(/\./g, '');
    decimals = parts[1];
  } else {
    const dots = text.split('.');
    const last = dots[dots.length - 1];
    if (dots.length === 2 && last.length !== 3) {
      whole = dots[0];
      decimals = last;
    } else {
      if (!isGrouped(text, false)) return invalid();
      whole = text.replace(/\./g, '');
    }
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(decimals) || (whole === '' && decimals === '')) return invalid();
  if (decimals.length > 2) return { ok: false, message: MONEY_MESSAGE };
  const cents = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { ok: false, message: MONEY_TOO_LARGE };
  return { ok: true, value: fromCents(cents) };
}

const invalid = (): MoneyParse => ({ ok: false, message: MONEY_INVALID });

/** Digits, optionally grouped by dots in threes ('1.234.567'); `allowEmpty` for ',50'. */
function isGrouped(text: string, allowEmpty: boolean): boolean {
  if (text === '') return allowEmpty;
  return /^\d+$/.test(text) || /^\d{1,3}(\.\d{3})+$/.test(text);
}
