import type { ProjectBoardView, ProjectTaskView } from '#shared/project';
import { DATE_FORMAT, dayjs } from '../../lib/dates';

// The board's order as drag and drop (and the keyboard) change it. Pure, so it is tested on its own; the
// server settles concurrent moves and the board is refetched afterwards, this only shows the move at once.

export type BoardColumn = ProjectBoardView['columns'][number];

export interface TaskPlace {
  colId: string;
  /** 0 is the top of the column. */
  position: number;
}

const COLUMN_PREFIX = 'column:';
/** The drop area of a whole column (an empty column, or below its last task). */
export const columnDropId = (colId: string) => `${COLUMN_PREFIX}${colId}`;
export const columnOfDropId = (id: string) => (id.startsWith(COLUMN_PREFIX) ? id.slice(COLUMN_PREFIX.length) : null);

/** The column and index of a task, or null. */
export function placeOf(columns: readonly BoardColumn[], taskId: string): (TaskPlace & { column: BoardColumn }) | null {
  for (const column of columns) {
    const position = column.tasks.findIndex((task) => task._id === taskId);
    if (position >= 0) return { colId: column._id, position, column };
  }
  return null;
}

/**
 * Where the dragged task lands when dropped on `overId` (a task or a column's drop area): on a task it takes
 * that task's place, on a column's area it goes to the end. Null when nothing moves.
 */
export function dropTarget(columns: readonly BoardColumn[], activeId: string, overId: string | null | undefined): TaskPlace | null {
  if (!overId || overId === activeId) return null;
  const from = placeOf(columns, activeId);
  if (!from) return null;
  const targetColumn = columnOfDropId(overId);
  let target: TaskPlace | null;
  if (targetColumn) {
    const column = columns.find((candidate) => candidate._id === targetColumn);
    if (!column) return null;
    const count = column.tasks.length;
    target = { colId: column._id, position: column._id === from.colId ? count - 1 : count };
  } else {
    const over = placeOf(columns, overId);
    target = over ? { colId: over.colId, position: over.position } : null;
  }
  if (!target || (target.colId === from.colId && target.position === from.position)) return null;
  return target;
}

/** The board after moving a task: taken out of its column, put in at `position`, positions renumbered (0..n-1). */
export function applyMove(columns: readonly BoardColumn[], taskId: string, place: TaskPlace): BoardColumn[] {
  const from = placeOf(columns, taskId);
  if (!from || !columns.some((column) => column._id === place.colId)) return [...columns];
  const moving: ProjectTaskView = { ...from.column.tasks[from.position], colId: place.colId };
  const without = columns.map((column) =>
    column._id === from.colId ? { ...column, tasks: column.tasks.filter((task) => task._id !== taskId) } : column,
  );
  return without.map((column) => {
    if (column._id !== place.colId) return renumber(column);
    const tasks = [...column.tasks];
    tasks.splice(Math.max(0, Math.min(place.position, tasks.length)), 0, moving);
    return renumber({ ...column, tasks });
  });
}

const renumber = (column: BoardColumn): BoardColumn =>
  column.tasks.every((task, index) => task.position === index)
    ? column
    : { ...column, tasks: column.tasks.map((task, index) => (task.position === index ? task : { ...task, position: index })) };

/** Progress of a project: tasks in the last column count as done. */
export function progressPercent(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

/** A due day ('2026-12-01') as '01.12.2026': a calendar day, not a moment, so no time zone moves it. */
export const formatDay = (day: string) => dayjs(day).format(DATE_FORMAT);
