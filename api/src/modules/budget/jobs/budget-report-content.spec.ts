import { neutraliseCell } from '../../../common/export/csv';
import { csvAmount, printedAmount, printedDay } from './budget-report-content';

describe('budget report amounts', () => {
  it('spells numeric text for spreadsheets: decimal comma, two decimals, no thousands separator', () => {
    expect(['0', '0.5', '1234.5', '9999999999.99', '-756.00', '-0.01'].map(csvAmount)).toEqual([
      '0,00',
      '0,50',
      '1234,50',
      '9999999999,99',
      '-756,00',
      '-0,01',
    ]);
    expect(csvAmount(null)).toBe('');
    // A negative balance stays a number in the spreadsheet; anything that computes stays neutralised.
    expect(neutraliseCell('-756,00')).toBe('-756,00');
    expect(['-2+3', '-1,5*2', '-A1'].map(neutraliseCell)).toEqual(["'-2+3", "'-1,5*2", "'-A1"]);
  });

  it('spells them for reading as the app does, and days as DD.MM.YYYY', () => {
    expect(['0', '1234.5', '1000000', '-1234567.8'].map(printedAmount)).toEqual([
      '0,00 €',
      '1.234,50 €',
      '1.000.000,00 €',
      '-1.234.567,80 €',
    ]);
    expect(printedAmount(null)).toBe('–');
    expect(printedDay('2026-03-02')).toBe('02.03.2026');
    expect(printedDay(null)).toBe('');
  });
});
