// Project demo data for `npm run up`: the project 'Schulfest' in the Goethe-Gymnasium's SV with tasks in
// every column, subtasks, owners, due dates and connectors to the demo wiki chapter, event, survey and (when
// the budget seed ran first) budget. Found by (group, title) and (project, title): a second run adds nothing.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ConnectorRef } from '#shared/linked-content';
import { PROJECT_DEFAULT_COLUMNS } from '#shared/project';
import type { ProjectSubtask } from '#shared/project';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { ProjectTask } from '../src/modules/project/entities/project-task.entity';
import { Project } from '../src/modules/project/entities/project.entity';
import { demoWeekMonday } from './seed-calendar';
import { DEMO_EVENT_TITLE } from './seed-event';
import { DEMO_WIKI_TITLE } from './seed-knowledge';
import { DEMO_SURVEY_TITLE } from './seed-survey';

const SCHOOL = 'sv-goethe';
export const DEMO_PROJECT_TITLE = 'Schulfest';
const WIKI_CHAPTER = 'Kasse und Finanzen';

type Link = 'wiki' | 'event' | 'survey' | 'budget';

interface DemoTask {
  column: number;
  title: string;
  owner: string;
  /** Days after the first run's Monday; null: no due date. */
  due: number | null;
  color: string | null;
  subtasks: ProjectSubtask[];
  links: Link[];
}

const TASKS: DemoTask[] = [
  {
    column: 0,
    title: 'Helferliste erstellen',
    owner: 'mia.mitglied@plenum.test',
    due: 10,
    color: '#1677ff',
    subtasks: [
      { title: 'Klassensprecher*innen fragen', done: false },
      { title: 'Schichten einteilen', done: false },
    ],
    links: ['event'],
  },
  { column: 0, title: 'Plakate gestalten', owner: 'paul.klassensprecher@plenum.test', due: 14, color: null, subtasks: [], links: [] },
  {
    column: 1,
    title: 'Stände planen',
    owner: 'jonas.vorstand@plenum.test',
    due: 7,
    color: '#52c41a',
    subtasks: [
      { title: 'Angebote für Zelte einholen', done: true },
      { title: 'Strom für die Bühne klären', done: false },
    ],
    links: ['wiki', 'budget'],
  },
  {
    column: 1,
    title: 'Programm abstimmen',
    owner: 'emma.schulsprecherin@plenum.test',
    due: 5,
    color: null,
    subtasks: [{ title: 'Schulband anfragen', done: true }],
    links: ['event', 'survey'],
  },
  {
    column: 2,
    title: 'Termin mit der Schulleitung',
    owner: 'emma.schulsprecherin@plenum.test',
    due: -3,
    color: null,
    subtasks: [{ title: 'Raum reservieren', done: true }],
    links: [],
  },
];

export async function seedProjects(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const tenant = tenants.get(SCHOOL);
  if (!tenant) return;
  let project = await m.findOneBy(Project, { tenantId: tenant._id, title: DEMO_PROJECT_TITLE });
  if (!project) {
    onCreate();
    project = await m.save(
      Project,
      m.create(Project, {
        tenantId: tenant._id,
        authorId: users.get('emma.schulsprecherin@plenum.test')?._id ?? null,
        title: DEMO_PROJECT_TITLE,
        description: '<p>Unser Schulfest im Sommer: <strong>Stände, Bühne und Helfer*innen</strong> planen.</p>',
        viewAccess: 0,
        columns: PROJECT_DEFAULT_COLUMNS.map((title) => ({ _id: randomUUID(), title })),
      }),
    );
  }
  const links = await linkTargets(m, tenant._id);
  const monday = demoWeekMonday();
  for (const task of TASKS) {
    if (await m.findOneBy(ProjectTask, { projectId: project._id, title: task.title })) continue;
    onCreate();
    const colId = project.columns[task.column]._id;
    await m.save(
      ProjectTask,
      m.create(ProjectTask, {
        tenantId: tenant._id,
        projectId: project._id,
        colId,
        position: await m.countBy(ProjectTask, { projectId: project._id, colId }),
        title: task.title,
        description: '',
        subtasks: task.subtasks,
        dueDate: task.due === null ? null : addDays(monday, task.due),
        color: task.color,
        ownerId: users.get(task.owner)?._id ?? null,
        connectors: task.links.flatMap((l) => links[l] ?? []),
        version: 1,
      }),
    );
  }
}

/** The demo objects the tasks link to; one missing (e.g. no budget seed yet) is simply left out. */
async function linkTargets(m: EntityManager, tenantId: string): Promise<Partial<Record<Link, ConnectorRef>>> {
  const first = async (sql: string, params: unknown[]) => ((await m.query(sql, params)) as Array<{ id: string }>)[0]?.id;
  const chapter = await first(
    `SELECT s.id FROM wiki_section s JOIN wiki w ON w.id = s.wiki_id WHERE w.tenant_id = $1 AND w.title = $2 AND s.title = $3`,
    [tenantId, DEMO_WIKI_TITLE, WIKI_CHAPTER],
  );
  const event = await first(`SELECT id FROM event WHERE tenant_id = $1 AND title = $2`, [tenantId, DEMO_EVENT_TITLE]);
  const survey = await first(`SELECT id FROM survey WHERE tenant_id = $1 AND title = $2`, [tenantId, DEMO_SURVEY_TITLE]);
  const budget = await first(`SELECT id FROM budget WHERE tenant_id = $1 ORDER BY year DESC, created_at LIMIT 1`, [tenantId]);
  const ref = (kind: ConnectorRef['kind'], id: string | undefined) => (id ? { kind, targetId: id } : undefined);
  return { wiki: ref('WIKI', chapter), event: ref('EVENT', event), survey: ref('SURVEY', survey), budget: ref('BUDGET', budget) };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
