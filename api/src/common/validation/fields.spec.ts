import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { NAME_MESSAGES } from '#shared/names';
import { MESSAGES } from '#shared/validation';
import {
  ColourField,
  DateOnlyField,
  DateRangeEnd,
  FIELD_MESSAGES,
  MailField,
  NameField,
  OptionalNameField,
  PersonNameField,
} from './fields';

class Sample {
  @MailField() mail: string;
  @NameField() name: string;
  @OptionalNameField() title?: string;
  @ColourField({ optional: true }) colour?: string;
  @DateOnlyField('Bitte wähle einen Beginn aus.') start: string;
  @DateOnlyField('Bitte wähle ein Ende aus.') @DateRangeEnd('start') end: string;
}

const valid = { mail: ' Lea.Schmidt@Example.org ', name: '  SV Goethe  ', start: '2026-09-01', end: '2026-09-02' };

async function firstMessages(plain: object) {
  const errors = await validate(plainToInstance(Sample, plain), { stopAtFirstError: true });
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]]));
}

describe('shared field decorators', () => {
  it('trims and lower-cases what they accept', async () => {
    const dto = plainToInstance(Sample, valid);
    expect(await validate(dto)).toEqual([]);
    expect(dto.mail).toBe('lea.schmidt@example.org');
    expect(dto.name).toBe('SV Goethe');
  });

  it('reads "missing" before "too long" and names the German rule', async () => {
    expect(await firstMessages({ ...valid, name: undefined, mail: 'a@b', colour: 'blue', title: 'x'.repeat(201) })).toEqual({
      name: FIELD_MESSAGES.nameRequired,
      mail: MESSAGES.emailInvalid,
      colour: FIELD_MESSAGES.colourInvalid,
      title: MESSAGES.tooLong(200),
    });
  });

  it('refuses a range that ends before it starts', async () => {
    expect(await firstMessages({ ...valid, end: '2026-08-31' })).toEqual({ end: FIELD_MESSAGES.dateRangeInvalid });
    expect(await firstMessages({ ...valid, end: '2026-09-01' })).toEqual({});
  });
});

class Person {
  @PersonNameField('Bitte gib deinen Vornamen ein.') first_name: string;
}

describe('the name rule in the field decorators', () => {
  const person = async (first_name: unknown) => {
    const dto = plainToInstance(Person, { first_name });
    const errors = await validate(dto, { stopAtFirstError: true });
    return { value: dto.first_name, message: errors[0] ? Object.values(errors[0].constraints ?? {})[0] : null };
  };

  it('normalises person names (NFC, single spaces) and refuses what is no name', async () => {
    expect(await person('  Jose\u0301   Luis ')).toEqual({ value: 'Jos\u00e9 Luis', message: null });
    expect(await person("O'Neill-Dr. Müller")).toMatchObject({ message: null });
    expect(await person('')).toMatchObject({ message: 'Bitte gib deinen Vornamen ein.' });
    expect(await person('x'.repeat(101))).toMatchObject({ message: MESSAGES.tooLong(100) });
    expect(await person('\u202Egnidlo')).toMatchObject({ message: NAME_MESSAGES.invisible });
    expect(await person('\u200B')).toMatchObject({ message: NAME_MESSAGES.invisible });
    expect(await person('www.phishing.de')).toMatchObject({ message: NAME_MESSAGES.personChars });
    expect(await person('Lea 2')).toMatchObject({ message: NAME_MESSAGES.personChars });
    expect(await person(". '")).toMatchObject({ message: NAME_MESSAGES.noLetter });
  });

  it('lets group names carry digits but not invisible characters or no letter at all', async () => {
    expect(await firstMessages({ ...valid, name: 'SV Klasse 10b' })).toEqual({});
    expect(await firstMessages({ ...valid, name: 'SV\u2066 Goethe' })).toEqual({ name: NAME_MESSAGES.invisible });
    expect(await firstMessages({ ...valid, name: '2026' })).toEqual({ name: NAME_MESSAGES.noLetter });
    expect(await firstMessages({ ...valid, title: '\u0000' })).toEqual({ title: NAME_MESSAGES.invisible });
  });
});
