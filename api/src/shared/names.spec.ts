import { groupNameProblem, NAME_MESSAGES, normaliseName, personNameProblem } from './names';

describe('person names', () => {
  it('accepts the names German schools have', () => {
    for (const name of [
      'Lea',
      'Anne-Marie',
      "D'Angelo",
      'O’Neill',
      'Zoë',
      'Jürgen Müller',
      'J. R.',
      'Ñuñez',
      'Łukasz',
      'Ömer',
      'Ali ibn Sina',
    ]) {
      expect(personNameProblem(normaliseName(name))).toBeNull();
    }
  });

  it('refuses URLs, digits and markup as a name', () => {
    for (const name of ['Klick https://phish.example/login', 'www.phish.de', 'paypal.com', 'Lea2', '<b>Lea</b>', 'Lea; DROP']) {
      expect(personNameProblem(normaliseName(name))).toBe(NAME_MESSAGES.personChars);
    }
  });

  it('refuses control characters, bidirectional overrides and invisible-only values', () => {
    expect(personNameProblem('Lea\u0000')).toBe(NAME_MESSAGES.invisible);
    expect(personNameProblem('Lea\u202eadmin')).toBe(NAME_MESSAGES.invisible);
    expect(personNameProblem('\u200b\u200b')).toBe(NAME_MESSAGES.invisible);
    expect(personNameProblem(normaliseName(' . - '))).toBe(NAME_MESSAGES.noLetter);
    expect(personNameProblem('a'.repeat(101))).toBe(NAME_MESSAGES.tooLong);
  });

  it('refuses names of characters that render as nothing (issue 24 §12)', () => {
    // The Hangul fillers are letters to Unicode but show nothing, alone, with stacked marks or beside letters.
    for (const name of ['\u3164', '\u115F\u1160', '\uFFA0\uFFA0', '\u3164\u0301\u0301\u0301', 'Lea\u3164', '\u3164 \u3164']) {
      expect(personNameProblem(normaliseName(name))).toBe(NAME_MESSAGES.invisible);
      expect(groupNameProblem(normaliseName(name))).toBe(NAME_MESSAGES.invisible);
    }
    for (const name of ['\u200b', '\u200c\u200d', '\u2060', '\ufeff']) expect(personNameProblem(name)).toBe(NAME_MESSAGES.invisible);
    // Combining marks stacked on nothing (or on a space) are no letter.
    for (const name of ['\u0301\u0301\u0301', ' \u0308\u0308', '\u0489\u0489']) {
      expect(personNameProblem(normaliseName(name))).toBe(NAME_MESSAGES.noLetter);
      expect(groupNameProblem(normaliseName(name))).toBe(NAME_MESSAGES.noLetter);
    }
    // Real Korean names and letters with their accents stay fine.
    expect(personNameProblem(normaliseName('김민준'))).toBeNull();
    expect(personNameProblem(normaliseName('Nguyễn'))).toBeNull();
  });

  it('normalises to NFC and single spaces', () => {
    expect(normaliseName('  Zo\u0065\u0308   Schmidt ')).toBe('Zoë Schmidt');
    expect(normaliseName('Lea\u00a0Schmidt')).toBe('Lea Schmidt');
  });
});

describe('group names', () => {
  it('allows digits but needs a visible letter and no hidden characters', () => {
    expect(groupNameProblem('SV Klasse 10b')).toBeNull();
    expect(groupNameProblem('2026')).toBe(NAME_MESSAGES.noLetter);
    expect(groupNameProblem('SV\u202e Goethe')).toBe(NAME_MESSAGES.invisible);
  });
});
