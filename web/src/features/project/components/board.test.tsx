import { screen } from '@testing-library/react';
import { SvLevel } from '#shared/levels';
import type { ProjectBoardView, ProjectTaskView } from '#shared/project';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { Board } from './board';

const task = (overrides: Partial<ProjectTaskView>): ProjectTaskView => ({
  _id: 't1',
  projectId: 'p1',
  title: 'Zelte leihen',
  description: '',
  subtasks: [
    { title: 'Angebote', done: true },
    { title: 'Abholen', done: false },
  ],
  dueDate: '2026-12-01',
  color: null,
  owner: { _id: 'u2', firstName: 'Lea', lastName: 'Plan' },
  connectors: [],
  colId: 'c1',
  position: 0,
  version: 1,
  materials: [],
  mayEdit: true,
  mayProgress: true,
  mayDelete: true,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const board = (mayEdit: boolean, mayProgress = mayEdit): ProjectBoardView => ({
  project: {
    _id: 'p1',
    tenantId: 'group-1',
    title: 'Schulfest',
    description: '',
    viewAccess: 0,
    viewAccessLabel: '',
    columns: [],
    taskCount: 1,
    doneCount: 0,
    mayEdit,
    mayDelete: mayEdit,
    createdAt: '',
    updatedAt: '',
  },
  columns: [
    { _id: 'c1', title: 'Offen', tasks: [task({ mayEdit, mayProgress, mayDelete: mayEdit })] },
    { _id: 'c2', title: 'Erledigt', tasks: [] },
  ],
});

const asLevel = (level: number) => loggedInState(makeUser({ groups: [makeGroup({ permissionLevel: level })] }));

describe('Board', () => {
  it('gives a board member handles, task buttons per column and the column editing', () => {
    renderScreen(<Board tenantId="group-1" board={board(true)} />, { state: asLevel(SvLevel.SV_BOARD) });
    expect(screen.getByRole('region', { name: 'Aufgaben-Board' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zelte leihen verschieben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aufgabe in „Erledigt“ hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spalten bearbeiten' })).toBeTruthy();
    // The card: due day, subtasks ticked, owner.
    expect(screen.getByText('Fällig am 01.12.2026')).toBeTruthy();
    expect(screen.getByText('1/2 Teilaufgaben')).toBeTruthy();
    expect(screen.getByText('Lea Plan')).toBeTruthy();
    expect(screen.getByText('Keine Aufgaben')).toBeTruthy();
  });

  it('shows a member who may only read the board without any moving or editing tools', () => {
    renderScreen(<Board tenantId="group-1" board={board(false)} />, { state: asLevel(SvLevel.SV_MEMBER) });
    expect(screen.getByRole('button', { name: 'Zelte leihen öffnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zelte leihen verschieben' })).toBeNull();
    expect(screen.queryByRole('button', { name: /hinzufügen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spalten bearbeiten' })).toBeNull();
  });

  it('gives the task’s owner at a low level the move handle and nothing else (issue 28 §2)', () => {
    renderScreen(<Board tenantId="group-1" board={board(false, true)} />, { state: asLevel(SvLevel.CLASS_SPEAKER) });
    expect(screen.getByRole('button', { name: 'Zelte leihen verschieben' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /hinzufügen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spalten bearbeiten' })).toBeNull();
  });
});
