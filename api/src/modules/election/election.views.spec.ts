import type { ElectionRow } from './election.repository';
import { competitionView, differencesOf } from './election.views';
import type { ElectionPerson } from './entities/election-person.entity';
import { ElectionRegistration, ElectionState } from './entities/election.entity';

const person = (role: ElectionPerson['role'], mail: string): ElectionPerson =>
  ({
    _id: mail,
    registrationId: 'r',
    role,
    position: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    mail,
    className: '10a',
    confirmationMail: true,
  }) as ElectionPerson;

const row = (
  id: string,
  state: ElectionState,
  createdAt: string,
  overrides: Partial<ElectionRegistration> = {},
  people = [person('SCHOOL_SPEAKER', 'ada@x.de')],
): ElectionRow => ({
  registration: {
    _id: id,
    domainId: 'd',
    schoolTenantId: 's',
    schoolYear: '2026/27',
    yearStart: 2026,
    electionType: 'FULL_ASSEMBLY',
    electionDate: '2026-09-15',
    assemblyDate: '2026-09-10',
    leaderFirstName: 'W',
    leaderLastName: 'L',
    minutesToPrincipal: true,
    minutesKeptByCouncil: false,
    truthConfirmed: true,
    state,
    validatedById: null,
    validatedAt: null,
    supersededById: null,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
    ...overrides,
  } as ElectionRegistration,
  school: { _id: 's', name: 'Schule' },
  people,
  validatedBy: null,
});

describe('competing election submissions', () => {
  it('names the fields that differ, people by office and position', () => {
    const a = row('a', ElectionState.PENDING, '2026-09-16T10:00:00Z');
    const b = row('b', ElectionState.PENDING, '2026-09-16T11:00:00Z', { electionDate: '2026-09-14' }, [
      person('SCHOOL_SPEAKER', 'mallory@x.de'),
    ]);
    expect(differencesOf(a, b).sort()).toEqual(['SCHOOL_SPEAKER:1', 'electionDate']);
    expect(differencesOf(a, a)).toEqual([]);
  });

  it('lists only the other pending submissions as competing, oldest first, and counts all', () => {
    const a = row('a', ElectionState.PENDING, '2026-09-16T12:00:00Z');
    const b = row('b', ElectionState.PENDING, '2026-09-16T11:00:00Z');
    const old = row('c', ElectionState.SUPERSEDED, '2026-09-01T10:00:00Z');
    const view = competitionView(a, [a, b, old]);
    expect(view.submissionCount).toBe(3);
    expect(view.competing).toEqual([{ _id: 'b', submittedAt: '2026-09-16T11:00:00.000Z', differences: [] }]);
    // A closed or superseded submission competes with nothing any more.
    expect(competitionView(old, [a, b, old]).competing).toEqual([]);
  });
});
