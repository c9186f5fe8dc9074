import { randomUUID } from 'node:crypto';
import { PROJECT_MESSAGES as PM } from '#shared/project';
import { mergeColumns } from './project.service';

describe('mergeColumns', () => {
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].map((_id, i) => ({ _id, title: `Spalte ${i}` }));

  it('renames, reorders, adds (new ids) and removes empty columns in one list', () => {
    const next = mergeColumns([a, b, c], [{ _id: c._id, title: ' Fertig ' }, { title: 'Neu' }, a], new Set([a._id]));
    expect(next.map((x) => x.title)).toEqual(['Fertig', 'Neu', a.title]);
    expect(next[0]._id).toBe(c._id);
    expect(next[1]._id).not.toBe(b._id);
  });

  it('refuses to remove a column that holds tasks, an unknown or repeated id and an empty list', () => {
    expect(() => mergeColumns([a, b], [a], new Set([b._id]))).toThrow(PM.columnNotEmpty);
    expect(() => mergeColumns([a], [{ _id: randomUUID(), title: 'X' }], new Set())).toThrow(PM.columnUnknown);
    expect(() => mergeColumns([a], [a, a], new Set())).toThrow(PM.columnUnknown);
    expect(() => mergeColumns([a], [], new Set())).toThrow(PM.columnsRequired);
  });
});
