import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '#shared/names';
import { groupNameRules, nameRules } from './form-rules';

// The last rule of each list is the shared name rule (shared/names.ts) as an antd validator.
async function problem(rules: ReturnType<typeof nameRules>, value: string): Promise<string | null> {
  const rule = rules[rules.length - 1] as RuleObject;
  try {
    await rule.validator!(rule, value, () => undefined);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('name form rules', () => {
  it('check person names as the API does', async () => {
    const rules = nameRules('Bitte gib deinen Vornamen ein.');
    expect(await problem(rules, "  Jose\u0301  O'Neill-Müller ")).toBeNull();
    expect(await problem(rules, '\u202Egnidlo')).toBe(NAME_MESSAGES.invisible);
    expect(await problem(rules, 'www.phishing.de')).toBe(NAME_MESSAGES.personChars);
    expect(await problem(rules, 'Lea 2')).toBe(NAME_MESSAGES.personChars);
    // Empty is the required rule's message, not this one's.
    expect(await problem(rules, '   ')).toBeNull();
  });

  it('let group names carry digits but not invisible characters', async () => {
    const rules = groupNameRules('Bitte gib einen Namen ein.');
    expect(await problem(rules, 'SV Klasse 10b')).toBeNull();
    expect(await problem(rules, 'SV\u200B')).toBe(NAME_MESSAGES.invisible);
    expect(await problem(rules, '2026')).toBe(NAME_MESSAGES.noLetter);
  });
});
