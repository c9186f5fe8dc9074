// Project e2e helpers: a group with a logged-in member at every level, projects and tasks created through
// the API as the web sends them.
import { SvLevel, TenantType } from '#shared/levels';
import type { ProjectTaskView, ProjectView } from '#shared/project';
import type { TestApp } from './app';
import { groupAtEveryLevel } from './level-group';
import type { Fixtures } from './test-app';

export async function projectGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  const base = `/api/project/tenant/${tenant._id}`;
  return {
    tenant,
    members,
    url: `${base}/project`,
    targetsUrl: `${base}/connector-targets`,
    projectUrl: (projectId: string) => `${base}/project/${projectId}`,
    taskUrl: (projectId: string, taskId = '') => `${base}/project/${projectId}/task${taskId ? `/${taskId}` : ''}`,
    as: (level: number) => members[level].client,
  };
}
export type ProjectGroup = Awaited<ReturnType<typeof projectGroup>>;

export async function createProject(g: ProjectGroup, body: Record<string, unknown> = {}, level: number = SvLevel.SV_BOARD) {
  const res = await g
    .as(level)
    .post(g.url)
    .send({ title: 'Schulfest', ...body });
  if (res.status !== 201) throw new Error(`creating a project failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ProjectView;
}

export async function createTask(g: ProjectGroup, projectId: string, body: Record<string, unknown> = {}, level: number = SvLevel.SV_BOARD) {
  const res = await g
    .as(level)
    .post(g.taskUrl(projectId))
    .send({ title: 'Aufgabe', ...body });
  if (res.status !== 201) throw new Error(`creating a task failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ProjectTaskView;
}

/** Column id -> task ids in board order, from the board route. */
export async function boardOf(g: ProjectGroup, projectId: string, level: number = SvLevel.SV_BOARD) {
  const res = await g.as(level).get(`${g.projectUrl(projectId)}/board`);
  if (res.status !== 200) throw new Error(`board failed: ${res.status} ${JSON.stringify(res.body)}`);
  const columns = res.body.columns as Array<{ _id: string; tasks: ProjectTaskView[] }>;
  return columns.map((c) => ({ colId: c._id, ids: c.tasks.map((k) => k._id), positions: c.tasks.map((k) => k.position) }));
}
