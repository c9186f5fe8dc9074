import { DelegateListRow, toDelegateList } from './delegate-list';

const row = (schoolId: string, schoolName: string, person?: Partial<DelegateListRow>): DelegateListRow => ({
  schoolId,
  schoolName,
  role: null,
  position: null,
  firstName: null,
  lastName: null,
  mail: null,
  className: null,
  ...person,
});

describe('toDelegateList', () => {
  it('keeps only delegates and deputies, in office order, schools by German name', () => {
    const list = toDelegateList('Musterstadt', 2026, [
      row('b', 'Schiller-Schule', {
        role: 'DEPUTY_DELEGATE_1',
        position: 1,
        firstName: 'Ben',
        lastName: 'B',
        mail: 'b@x.de',
        className: '9a',
      }),
      row('b', 'Schiller-Schule', {
        role: 'SCHOOL_SPEAKER',
        position: 1,
        firstName: 'Sam',
        lastName: 'S',
        mail: 's@x.de',
        className: '10',
      }),
      row('b', 'Schiller-Schule', { role: 'DELEGATE_1', position: 1, firstName: 'Dana', lastName: 'D', mail: 'd@x.de', className: null }),
      row('a', 'Ärztliche Schule'),
    ]);
    expect(list.domainName).toBe('Musterstadt');
    expect(list.schoolYear).toBe('2026/27');
    expect(list.schools.map((s) => s.name)).toEqual(['Ärztliche Schule', 'Schiller-Schule']);
    expect(list.schools[0].people).toEqual([]);
    expect(list.schools[1].people.map((p) => p.firstName)).toEqual(['Dana', 'Ben']);
    expect(list.schools[1].people[0].className).toBe('');
  });
});
