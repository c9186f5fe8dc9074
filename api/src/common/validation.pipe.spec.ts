import { IsOptional, IsString } from 'class-validator';
import { controlCharacterMessage, createValidationPipe, fieldsWithControlCharacters } from './validation.pipe';

class Query {
  @IsOptional() @IsString() text?: string;
}

describe('validation pipe: control characters', () => {
  it('finds NUL, escape, DEL and C1 controls in nested strings and keys; tab and line breaks are text', () => {
    expect(
      fieldsWithControlCharacters({ a: 'gut\tso\r\n', b: ['x', 'y\u0000'], c: { d: '\u001b[31m', e: 'ok' }, f: 'a\u007f', g: '\u0085' }),
    ).toEqual(['b.1', 'c.d', 'f', 'g']);
    expect(fieldsWithControlCharacters({ ['k\u0000']: 'v' })).toEqual(['k?']);
    expect(fieldsWithControlCharacters('a\u0000', 'text')).toEqual(['text']);
    expect(fieldsWithControlCharacters({ n: 1, b: true, z: null })).toEqual([]);
  });

  it('answers VALIDATION_FAILED naming the field, in German, for query and body only', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({ text: '\u0000' }, { type: 'query', metatype: Query })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: controlCharacterMessage('text'),
      details: [{ field: 'text', message: 'Das Feld „text“ enthält unzulässige Steuerzeichen.' }],
    });
    await expect(pipe.transform({ text: 'Hallo' }, { type: 'query', metatype: Query })).resolves.toMatchObject({ text: 'Hallo' });
    await expect(pipe.transform('a\u0000', { type: 'param', metatype: String, data: 'id' })).resolves.toBe('a\u0000');
  });
});
