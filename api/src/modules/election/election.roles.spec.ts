import { SsrLevel, SvLevel } from '#shared/levels';
import { currentSchoolYearStart, formatSchoolYear, invitationTarget, isDelegateRole, parseSchoolYear, userKindOf } from './election.roles';

describe('election roles', () => {
  it('parses school years whose second part is the following year', () => {
    expect(parseSchoolYear('2026/27')).toBe(2026);
    expect(parseSchoolYear('2099/00')).toBe(2099);
    expect(parseSchoolYear('2026/28')).toBeNull();
    expect(parseSchoolYear('26/27')).toBeNull();
    expect(parseSchoolYear('1999/00')).toBeNull();
    expect(formatSchoolYear(2026)).toBe('2026/27');
    expect(formatSchoolYear(2009)).toBe('2009/10');
  });

  it('starts the school year in August, Berlin time', () => {
    expect(currentSchoolYearStart(new Date('2026-07-31T21:59:00Z'))).toBe(2025); // 23:59 on 31 July in Berlin
    expect(currentSchoolYearStart(new Date('2026-07-31T22:00:00Z'))).toBe(2026); // midnight, 1 August in Berlin
    expect(currentSchoolYearStart(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
  });

  it('invites speakers, deputies and teachers into the school, delegates into the SSR', () => {
    expect(invitationTarget('SCHOOL_SPEAKER')).toEqual({ group: 'SCHOOL', level: SvLevel.SV_ADMIN });
    expect(invitationTarget('DEPUTY_SPEAKER_2')).toEqual({ group: 'SCHOOL', level: SvLevel.SV_BOARD });
    expect(invitationTarget('LIAISON_TEACHER')).toEqual({ group: 'SCHOOL', level: SvLevel.SV_TEACHER });
    expect(invitationTarget('DELEGATE_1')).toEqual({ group: 'SSR', level: SsrLevel.SSR_MEMBER });
    expect(invitationTarget('DEPUTY_DELEGATE_2')).toEqual({ group: 'SSR', level: SsrLevel.SSR_MEMBER });
  });

  it('counts delegates and deputy delegates as DELEGATE, everyone else as SCHOOL', () => {
    expect(['DELEGATE_1', 'DELEGATE_2', 'DEPUTY_DELEGATE_1', 'DEPUTY_DELEGATE_2'].every((r) => isDelegateRole(r as never))).toBe(true);
    expect(userKindOf('DEPUTY_SPEAKER_1')).toBe('SCHOOL');
    expect(userKindOf('LIAISON_TEACHER')).toBe('SCHOOL');
    expect(userKindOf('DELEGATE_2')).toBe('DELEGATE');
  });
});
