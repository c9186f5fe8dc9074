// The demo data is what people see first: its names must pass the rule every form now applies.
import { normaliseName, personNameProblem } from '#shared/names';
import { DEMO_USERS } from '../../../scripts/seed';

describe('demo names and the name rule', () => {
  it('accepts every demo person as they are stored', () => {
    const refused = DEMO_USERS.flatMap((u) => [u.firstName, u.lastName]).filter(
      (name) => normaliseName(name) !== name || personNameProblem(name) !== null,
    );
    expect(refused).toEqual([]);
  });
});
