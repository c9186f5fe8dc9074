import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE, jsonDepth, rejectDeepJson } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const verify = (text: string) => () => rejectDeepJson({} as never, {} as never, bytes(text));

describe('JSON nesting depth', () => {
  it('counts objects and arrays, not brackets inside strings or after escaped quotes', () => {
    expect(jsonDepth(bytes('"x"'))).toBe(0);
    expect(jsonDepth(bytes('{"a":[1,{"b":[]}]}'))).toBe(4);
    expect(jsonDepth(bytes('{"a":"[[[[{{{{"}'))).toBe(1);
    expect(jsonDepth(bytes('{"a":"\\"[[[[","b":[]}'))).toBe(2);
  });

  it('refuses more than the limit with a German validation error, before parsing', () => {
    expect(verify(`${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}`)).not.toThrow();
    const deep = `{"contact":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(verify(deep)).toThrow(JSON_TOO_DEEP_MESSAGE);
    try {
      verify(deep)();
    } catch (err) {
      expect(err).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', details: [{ field: 'body', message: JSON_TOO_DEEP_MESSAGE }] });
    }
  });
});
