import {
  formatAmount,
  formatMoney,
  formatMoneyInput,
  fromCents,
  MONEY_INVALID,
  MONEY_MESSAGE,
  MONEY_TOO_LARGE,
  parseMoney,
  subtractMoney,
  sumMoney,
} from './money';

const NBSP = '\u00a0';

describe('money (issue 17: euros, two decimals, German format)', () => {
  it("formats as '1.234,56 €' with grouping, cents and the sign after a no-break space", () => {
    expect(formatMoney(1234.56)).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
    expect(formatMoney(0.5)).toBe(`0,50${NBSP}€`);
    expect(formatMoney(9999999999.99)).toBe(`9.999.999.999,99${NBSP}€`);
    expect(formatMoney(-1500)).toBe(`-1.500,00${NBSP}€`);
    expect(formatMoney(null)).toBe('');
    expect(formatAmount(100)).toBe('100,00');
    // Matches what German Intl prints, so screen readers and copy-paste meet the usual form.
    expect(formatMoney(1234567.8)).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234567.8));
  });

  it('fills inputs without grouping and with a comma only for cents', () => {
    expect(formatMoneyInput(1234.5)).toBe('1234,50');
    expect(formatMoneyInput(1200)).toBe('1200');
    expect(formatMoneyInput(null)).toBe('');
  });

  it('sums in cents, so float drift never shows', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1234.56, null, 0.01, undefined])).toBe(1234.57);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.07))).toBe(70);
    expect(subtractMoney(100, 99.99)).toBe(0.01);
    expect(fromCents(999999999999)).toBe(9999999999.99);
  });

  it('reads German input: comma decimals, dot grouping, the euro sign and spaces', () => {
    const value = (input: string) => {
      const result = parseMoney(input);
      return result.ok ? result.value : result.message;
    };
    expect(value('1.234,56')).toBe(1234.56);
    expect(value('1234,5')).toBe(1234.5);
    expect(value(' 12 € ')).toBe(12);
    expect(value('1 234,00 €')).toBe(1234);
    expect(value('1.234')).toBe(1234);
    expect(value('12.50')).toBe(12.5);
    expect(value(',99')).toBe(0.99);
    expect(value('0')).toBe(0);
    expect(value('')).toBeNull();
    expect(value('9.999.999.999,99')).toBe(9999999999.99);
  });

  it('refuses negative and three-decimal amounts with the SPEC sentence, and other text and huge figures', () => {
    const message = (input: string) => {
      const result = parseMoney(input);
      return result.ok ? `ok ${result.value}` : result.message;
    };
    expect(message('-5')).toBe(MONEY_MESSAGE);
    expect(message('−5,00')).toBe(MONEY_MESSAGE);
    expect(message('1,234')).toBe(MONEY_MESSAGE);
    expect(message('1.2345')).toBe(MONEY_MESSAGE);
    expect(message('abc')).toBe(MONEY_INVALID);
    expect(message('1,2,3')).toBe(MONEY_INVALID);
    expect(message('12.34.5')).toBe(MONEY_INVALID);
    expect(message('10.000.000.000')).toBe(MONEY_TOO_LARGE);
    expect(message('99999999999999999999999')).toBe(MONEY_TOO_LARGE);
  });
});
