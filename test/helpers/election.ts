// A complete, valid public election registration for a school, with unique addresses per person.
import { uniqueMail } from './factories';

const pupil = (role: string, first: string, last: string, className: string) => ({
  firstName: first,
  lastName: last,
  mail: uniqueMail(role.toLowerCase()),
  className,
});

export function electionBody(domainId: string, schoolTenantId: string, overrides: Record<string, unknown> = {}) {
  return {
    domainId,
    schoolTenantId,
    schoolYear: '2026/27',
    electionType: 'FULL_ASSEMBLY',
    electionDate: '2026-09-15',
    assemblyDate: '2026-09-10',
    leaderFirstName: 'Wanda',
    leaderLastName: 'Wahlleiterin',
    minutesToPrincipal: true,
    minutesKeptByCouncil: false,
    truthConfirmed: true,
    people: {
      SCHOOL_SPEAKER: pupil('speaker', 'Sören', 'Sprecher', '10b'),
      DEPUTY_SPEAKER_1: pupil('deputy1', 'Dana', 'Erste', '9a'),
      DEPUTY_SPEAKER_2: pupil('deputy2', 'Dario', 'Zweiter', '8c'),
      DELEGATE_1: pupil('delegate1', 'Jürgen', 'Größer', '11'),
      DELEGATE_2: pupil('delegate2', 'Özlem', 'Äpfelbaum', '12'),
      DEPUTY_DELEGATE_1: pupil('depdel1', 'Paula', 'Perle', '10a'),
      DEPUTY_DELEGATE_2: pupil('depdel2', 'Paul', 'Pfeil', '7b'),
      LIAISON_TEACHER: [{ firstName: 'Lena', lastName: 'Lehrerin', mail: uniqueMail('teacher') }],
    },
    ...overrides,
  };
}

export type ElectionBody = ReturnType<typeof electionBody>;

export function allMails(body: ElectionBody): string[] {
  const p = body.people;
  return [
    p.SCHOOL_SPEAKER,
    p.DEPUTY_SPEAKER_1,
    p.DEPUTY_SPEAKER_2,
    p.DELEGATE_1,
    p.DELEGATE_2,
    p.DEPUTY_DELEGATE_1,
    p.DEPUTY_DELEGATE_2,
    ...p.LIAISON_TEACHER,
  ].map((x) => x.mail);
}
