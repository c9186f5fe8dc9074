import { isStrongPassword, isValidEmail, MESSAGES } from './validation';

describe('password rule (SPEC 5)', () => {
  it.each(['Abcdef1!', 'Sicher!Passwort1', 'ÄÖÜ-lang-genug-9a'])('accepts %s', (pw) => {
    expect(isStrongPassword(pw)).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no upper case', 'abcdefg1!'],
    ['no lower case', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefgh1'],
    ['not a string', 12345678],
    ['longer than 128', `Aa1!${'x'.repeat(125)}`],
  ])('refuses a password with %s', (_, pw) => {
    expect(isStrongPassword(pw)).toBe(false);
  });

  it('starts with the spec sentence', () => {
    expect(MESSAGES.passwordRule.startsWith('Das Passwort muss mindestens 8 Zeichen lang sein')).toBe(true);
  });
});

describe('e-mail rule (SPEC 5: top-level domain of 2 to 4 letters)', () => {
  it.each(['lea@schule.de', 'a.b-c+d@sv.goethe.info', 'x@y.ORG'])('accepts %s', (mail) => {
    expect(isValidEmail(mail)).toBe(true);
  });

  it.each(['lea', 'lea@', '@schule.de', 'lea@schule', 'lea@schule.d', 'lea@schule.museum', 'le a@schule.de', 'lea@schule.de1'])(
    'refuses %s',
    (mail) => {
      expect(isValidEmail(mail)).toBe(false);
    },
  );
});
