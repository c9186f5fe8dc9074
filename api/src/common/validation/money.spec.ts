import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MONEY_MESSAGE, MoneyField } from './money';

class Amounts {
  @MoneyField()
  target: unknown;

  @MoneyField({ optional: true, nullable: true })
  actual?: unknown;
}

function check(body: Record<string, unknown>) {
  const dto = plainToInstance(Amounts, body);
  const errors = validateSync(dto);
  return { dto, messages: errors.flatMap((e) => Object.values(e.constraints ?? {})) };
}

describe('MoneyField', () => {
  it.each([
    [0, '0'],
    [12.5, '12.5'],
    [1234.56, '1234.56'],
    [9_999_999_999.99, '9999999999.99'],
    ['0.10', '0.10'],
    [' 7 ', '7'],
  ])('takes %p as %p', (input, stored) => {
    const { dto, messages } = check({ target: input });
    expect(messages).toEqual([]);
    expect(dto.target).toBe(stored);
  });

  it.each([-1, -0.01, 1.234, '1.234', '1,50', '-5', '1e3', 1e21, 10_000_000_000, 'abc', '', null, true, {}, [], Number.NaN])(
    'refuses %p with the SPEC sentence',
    (input) => {
      expect(check({ target: input }).messages).toEqual([MONEY_MESSAGE]);
    },
  );

  it('refuses a missing required amount and lets an optional one be left out or cleared', () => {
    expect(check({}).messages).toEqual([MONEY_MESSAGE]);
    expect(check({ target: 1 }).dto.actual).toBeUndefined();
    expect(check({ target: 1, actual: null }).messages).toEqual([]);
    const fromMultipart = check({ target: '1', actual: '' });
    expect(fromMultipart.messages).toEqual([]);
    expect(fromMultipart.dto.actual).toBeNull();
    expect(check({ target: 1, actual: -3 }).messages).toEqual([MONEY_MESSAGE]);
  });
});
