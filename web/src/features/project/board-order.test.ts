import type { ProjectTaskView } from '#shared/project';
import { applyMove, columnDropId, dropTarget, formatDay, progressPercent, type BoardColumn } from './board-order';

const task = (id: string, colId: string, position: number) => ({ _id: id, colId, position, title: id }) as ProjectTaskView;
const board = (): BoardColumn[] => [
  { _id: 'open', title: 'Offen', tasks: [task('a', 'open', 0), task('b', 'open', 1), task('c', 'open', 2)] },
  { _id: 'doing', title: 'In Arbeit', tasks: [task('d', 'doing', 0)] },
  { _id: 'done', title: 'Erledigt', tasks: [] },
];
const ids = (columns: BoardColumn[]) => columns.map((column) => column.tasks.map((t) => `${t._id}${t.position}`).join(','));

describe('dropTarget', () => {
  it('takes the place of the task it is dropped on, in the same or another column', () => {
    expect(dropTarget(board(), 'a', 'c')).toEqual({ colId: 'open', position: 2 });
    expect(dropTarget(board(), 'c', 'a')).toEqual({ colId: 'open', position: 0 });
    expect(dropTarget(board(), 'b', 'd')).toEqual({ colId: 'doing', position: 0 });
  });

  it('goes to the end of a column dropped on its area (an empty column too)', () => {
    expect(dropTarget(board(), 'a', columnDropId('doing'))).toEqual({ colId: 'doing', position: 1 });
    expect(dropTarget(board(), 'a', columnDropId('done'))).toEqual({ colId: 'done', position: 0 });
    expect(dropTarget(board(), 'a', columnDropId('open'))).toEqual({ colId: 'open', position: 2 });
  });

  it('says nothing moves for a drop on itself, its own place, outside or on something unknown', () => {
    expect(dropTarget(board(), 'a', 'a')).toBeNull();
    expect(dropTarget(board(), 'c', columnDropId('open'))).toBeNull();
    expect(dropTarget(board(), 'a', null)).toBeNull();
    expect(dropTarget(board(), 'a', 'x')).toBeNull();
    expect(dropTarget(board(), 'x', 'a')).toBeNull();
    expect(dropTarget(board(), 'a', columnDropId('gone'))).toBeNull();
  });
});

describe('applyMove', () => {
  it('moves within a column and renumbers densely', () => {
    expect(ids(applyMove(board(), 'a', { colId: 'open', position: 2 }))).toEqual(['b0,c1,a2', 'd0', '']);
  });

  it('moves across columns, sets the new column and never shows a task twice', () => {
    const moved = applyMove(board(), 'b', { colId: 'doing', position: 0 });
    expect(ids(moved)).toEqual(['a0,c1', 'b0,d1', '']);
    expect(moved[1].tasks[0].colId).toBe('doing');
    expect(ids(applyMove(board(), 'a', { colId: 'done', position: 9 }))).toEqual(['b0,c1', 'd0', 'a0']);
  });

  it('leaves the board as it is for an unknown task or column', () => {
    expect(ids(applyMove(board(), 'x', { colId: 'open', position: 0 }))).toEqual(ids(board()));
    expect(ids(applyMove(board(), 'a', { colId: 'gone', position: 0 }))).toEqual(ids(board()));
  });
});

it('counts progress in whole percent, 0 for a project without tasks', () => {
  expect(progressPercent(1, 3)).toBe(33);
  expect(progressPercent(0, 0)).toBe(0);
});

it('shows a due day as the German date whatever the time zone', () => {
  expect(formatDay('2026-12-01')).toBe('01.12.2026');
});
