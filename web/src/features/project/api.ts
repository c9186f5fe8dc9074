import type { Contact } from '#shared/auth-data';
import type { ConnectorView, LinkedContentKind } from '#shared/linked-content';
import type { Page } from '#shared/page';
import type { ProjectBoardView, ProjectInput, ProjectPage, ProjectTaskMoveInput, ProjectTaskView, ProjectView } from '#shared/project';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';
import { applyMove } from './board-order';
import { taskBody, type TaskWrite } from './task-body';

// The project module's calls join the one API slice here (CONVENTIONS 11). Shapes are shared with the API (#shared/project).

/** What the owner picker reads of a member (GET /tenant/tenant/{tenantId}/member). */
export interface OwnerChoice {
  userId: string;
  contact: Contact;
}

interface ProjectArg {
  tenantId: string;
  projectId: string;
}
interface TaskArg extends ProjectArg {
  taskId: string;
}

const base = (tenantId: string) => `project/tenant/${tenantId}/project`;
export const projectList = (tenantId: string) => scopedListId(tenantId);
/** The board of one project (all its tasks); a push about any of its tasks refetches exactly this. */
export const boardTag = (projectId: string) => itemTag('Project', `BOARD-${projectId}`);

/** What a task change makes stale besides the board: the cards' progress and the dashboard's open tasks. */
const taskChanged = (tenantId: string, projectId: string) => [
  boardTag(projectId),
  listTag('Project', projectList(tenantId)),
  dashboardTag(tenantId),
];

export const projectApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    projects: build.query<ProjectPage, { tenantId: string; page?: number; pageSize?: number }>({
      query: ({ tenantId, ...args }) => ({ url: base(tenantId), params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Project', result?.items, projectList(tenantId)),
    }),
    createProject: build.mutation<ProjectView, { tenantId: string } & ProjectInput>({
      query: ({ tenantId, ...body }) => ({ url: base(tenantId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Project', projectList(tenantId))],
    }),
    updateProject: build.mutation<ProjectView, ProjectArg & Partial<ProjectInput>>({
      query: ({ tenantId, projectId, ...body }) => ({ url: `${base(tenantId)}/${projectId}`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { tenantId, projectId }) =>
        error ? [] : [itemTag('Project', projectId), boardTag(projectId), listTag('Project', projectList(tenantId))],
    }),
    deleteProject: build.mutation<unknown, ProjectArg>({
      query: ({ tenantId, projectId }) => ({ url: `${base(tenantId)}/${projectId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Project', projectList(tenantId)), dashboardTag(tenantId)],
    }),
    board: build.query<ProjectBoardView, ProjectArg>({
      query: ({ tenantId, projectId }) => `${base(tenantId)}/${projectId}/board`,
      extraOptions: SHOWN_INLINE, // the project page shows the failure instead of its tabs
      providesTags: (_r, _e, { projectId }) => [boardTag(projectId), itemTag('Project', projectId)],
    }),
    createTask: build.mutation<ProjectTaskView, ProjectArg & TaskWrite & { title: string }>({
      query: ({ tenantId, projectId, ...write }) => ({ url: `${base(tenantId)}/${projectId}/task`, method: 'POST', body: taskBody(write) }),
      // The new task is on the board at once, so its drawer can open before the board refetches.
      async onQueryStarted({ tenantId, projectId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            projectApi.util.updateQueryData('board', { tenantId, projectId }, (board) => {
              const column = board.columns.find((candidate) => candidate._id === data.colId);
              if (column && !column.tasks.some((task) => task._id === data._id)) column.tasks.push(data);
            }),
          );
        } catch {
          // The base query has shown the failure.
        }
      },
      invalidatesTags: (_r, error, { tenantId, projectId }) => (error ? [] : taskChanged(tenantId, projectId)),
    }),
    updateTask: build.mutation<ProjectTaskView, TaskArg & TaskWrite>({
      query: ({ tenantId, projectId, taskId, ...write }) => ({
        url: `${base(tenantId)}/${projectId}/task/${taskId}`,
        method: 'PUT',
        body: taskBody(write),
      }),
      // The answer is the saved task: the drawer and the card show it at once, before the board refetches.
      async onQueryStarted({ tenantId, projectId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            projectApi.util.updateQueryData('board', { tenantId, projectId }, (board) => {
              for (const column of board.columns) {
                const index = column.tasks.findIndex((task) => task._id === data._id);
                if (index >= 0) column.tasks[index] = data;
              }
            }),
          );
        } catch {
          // The base query has shown the failure (a stale version: the German 409 message).
        }
      },
      // A stale version (409) refetches too: the board and the drawer show what is stored now.
      invalidatesTags: (_r, _e, { tenantId, projectId }) => taskChanged(tenantId, projectId),
    }),
    // The owner's tick (issue 28 §2): one subtask, by index; the answer lands like an update's.
    tickSubtask: build.mutation<ProjectTaskView, TaskArg & { index: number; done: boolean; version?: number }>({
      query: ({ tenantId, projectId, taskId, index, ...body }) => ({
        url: `${base(tenantId)}/${projectId}/task/${taskId}/subtask/${index}`,
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ tenantId, projectId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            projectApi.util.updateQueryData('board', { tenantId, projectId }, (board) => {
              for (const column of board.columns) {
                const index = column.tasks.findIndex((task) => task._id === data._id);
                if (index >= 0) column.tasks[index] = data;
              }
            }),
          );
        } catch {
          // The base query has shown the failure.
        }
      },
      invalidatesTags: (_r, _e, { tenantId, projectId }) => taskChanged(tenantId, projectId),
    }),
    moveTask: build.mutation<unknown, TaskArg & ProjectTaskMoveInput>({
      query: ({ tenantId, projectId, taskId, ...body }) => ({
        url: `${base(tenantId)}/${projectId}/task/${taskId}/move`,
        method: 'PUT',
        body,
      }),
      // The card lands at once; the server's order (which settles concurrent moves) follows with the refetch.
      async onQueryStarted({ tenantId, projectId, taskId, colId, position }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          projectApi.util.updateQueryData('board', { tenantId, projectId }, (board) => {
            board.columns = applyMove(board.columns, taskId, { colId, position });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { tenantId, projectId }) => taskChanged(tenantId, projectId),
    }),
    deleteTask: build.mutation<unknown, TaskArg>({
      query: ({ tenantId, projectId, taskId }) => ({ url: `${base(tenantId)}/${projectId}/task/${taskId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId, projectId }) => taskChanged(tenantId, projectId),
    }),
    connectorTargets: build.query<ConnectorView[], { tenantId: string; text?: string; kind?: LinkedContentKind }>({
      query: ({ tenantId, ...args }) => ({ url: `project/tenant/${tenantId}/connector-targets`, params: clean(args) }),
      // Either a plain list or a page of them.
      transformResponse: (answer: ConnectorView[] | { items: ConnectorView[] }) => (Array.isArray(answer) ? answer : answer.items),
      keepUnusedDataFor: 30,
    }),
    // The owner picker searches the group's members (any member may list them); a failure is toasted.
    ownerChoices: build.query<Page<OwnerChoice>, { tenantId: string; text?: string }>({
      query: ({ tenantId, text }) => ({ url: `tenant/tenant/${tenantId}/member`, params: clean({ text, pageSize: 20 }) }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useBoardQuery,
  useLazyBoardQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useMoveTaskMutation,
  useTickSubtaskMutation,
  useDeleteTaskMutation,
  useConnectorTargetsQuery,
  useOwnerChoicesQuery,
} = projectApi;
