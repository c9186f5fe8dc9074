import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Integration } from '#shared/integrations';
import { FullPageSpinner } from '../components/spinner';
import { authRoutes } from '../features/auth/routes';
import { RedirectIfAuthenticated, RequireAuth, RequireDomainAdmin, RequireGroup, RequireIntegration, RequireModeration } from './guards';
import { paths } from './paths';
import { RouteError } from './route-error';

/** A lazily loaded route module with its own error boundary. */
function lazyRoute(load: () => Promise<ComponentType>, route: RouteObject = {}): RouteObject {
  return { ...route, errorElement: <RouteError />, lazy: async () => ({ Component: await load() }) } as RouteObject;
}

const page = (path: string, load: () => Promise<ComponentType>) => lazyRoute(load, { path });

const withIntegration = (integration: Integration, children: RouteObject[]): RouteObject => ({
  element: <RequireIntegration integration={integration} />,
  errorElement: <RouteError />,
  children,
});

const tenant = () => import('../features/tenant/routes');
const platformAdmin = () => import('../features/admin/routes');
const domainAdmin = () => import('../features/domain-admin/routes');
const project = () => import('../features/project/routes');
const profile = () => import('../features/profile/routes');
const chat = () => import('../features/chat/routes');
const calendar = () => import('../features/calendar/routes');
const event = () => import('../features/event/routes');
const publicEvent = () => import('../features/event/public-routes');
const budget = () => import('../features/budget/routes');
const knowledge = () => import('../features/knowledge/routes');
const survey = () => import('../features/survey/routes');

const svRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.sv.dashboard} replace /> },
  withIntegration('dashboard', [page(paths.sv.dashboard, () => tenant().then((m) => m.DashboardPage))]),
  page(paths.sv.notifications, () => tenant().then((m) => m.NotificationsPage)),
  page(paths.sv.members, () => tenant().then((m) => m.MembersPage)),
  page(paths.sv.settings, () => tenant().then((m) => m.SettingsPage)),
  withIntegration('project', [
    page(paths.sv.projects, () => project().then((m) => m.ProjectsPage)),
    page(paths.sv.project(':projectId'), () => project().then((m) => m.ProjectPage)),
  ]),
  page(paths.sv.profile, () => profile().then((m) => m.ProfilePage)),
  page(paths.sv.profileNews, () => profile().then((m) => m.ProfileNewsPage)),
  page(paths.sv.profileProjects, () => profile().then((m) => m.ProfileProjectsPage)),
  withIntegration('chat', [page(paths.sv.chat, () => chat().then((m) => m.GroupChatPage))]),
  withIntegration('calendar', [page(paths.sv.calendar, () => calendar().then((m) => m.CalendarPage))]),
  withIntegration('event', [
    page(paths.sv.events, () => event().then((m) => m.EventsPage)),
    page(paths.sv.event(':eventId'), () => event().then((m) => m.EventPage)),
  ]),
  withIntegration('budget', [
    page(paths.sv.budgets, () => budget().then((m) => m.BudgetsPage)),
    page(paths.sv.budget(':budgetId'), () => budget().then((m) => m.BudgetPage)),
  ]),
  withIntegration('knowledge', [
    page(paths.sv.knowledge, () => knowledge().then((m) => m.KnowledgePage)),
    page(paths.sv.wiki(':wikiId'), () => knowledge().then((m) => m.WikiPage)),
    page(paths.sv.contactGroup(':contactGroupId'), () => knowledge().then((m) => m.ContactGroupPage)),
  ]),
  withIntegration('survey', [
    page(paths.sv.surveys, () => survey().then((m) => m.SurveysPage)),
    page(paths.sv.survey(':surveyId'), () => survey().then((m) => m.SurveyPage)),
  ]),
];

const loggedInRoutes: RouteObject[] = [
  page(paths.home, () => import('./pages/home-page').then((m) => m.HomePage)),
  { path: paths.sv.root, element: <RequireGroup />, errorElement: <RouteError />, children: svRoutes },
  { path: '/discover', element: <Navigate to={paths.discover} replace /> },
  page(paths.discover, () => tenant().then((m) => m.DiscoverPage)),
  {
    element: <RequireDomainAdmin />,
    errorElement: <RouteError />,
    children: [
      { path: '/d_admin', element: <Navigate to={paths.domainAdmin.domains} replace /> },
      page(paths.domainAdmin.domains, () => domainAdmin().then((m) => m.DomainsAdminPage)),
      page(paths.domainAdmin.domain(':domainId'), () => domainAdmin().then((m) => m.DomainAdminPage)),
    ],
  },
  {
    path: paths.admin.root,
    element: <RequireModeration />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.admin.tenants} replace /> },
      page(paths.admin.users, () => platformAdmin().then((m) => m.AdminUsersPage)),
      page(paths.admin.tenants, () => platformAdmin().then((m) => m.AdminTenantsPage)),
      page(paths.admin.tenant(':tenantId'), () => platformAdmin().then((m) => m.AdminTenantPage)),
      page(paths.admin.domains, () => platformAdmin().then((m) => m.AdminDomainsPage)),
      page(paths.admin.audit, () => platformAdmin().then((m) => m.AdminAuditPage)),
    ],
  },
  page(paths.user.account, authRoutes.account),
  page(paths.user.chats, () => chat().then((m) => m.ChatsPage)),
  page(paths.user.newChat, () => chat().then((m) => m.NewChatPage)),
  page(paths.user.chat(':userId'), () => chat().then((m) => m.ChatPage)),
  page(paths.user.invitations, () => tenant().then((m) => m.InvitationsPage)),
  page('*', () => import('./pages/error-pages').then((m) => m.NotFoundPage)),
];

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      // SPEC 2.1: public pages, no login needed.
      lazyRoute(() => import('./layout/public-layout').then((m) => m.PublicLayout), {
        children: [
          page(paths.electionRegistration, () => import('../features/election/routes').then((m) => m.ElectionRegistrationPage)),
          page(paths.surveyTransaction(':surveyId'), () => survey().then((m) => m.SurveyTransactionPage)),
          page(paths.eventRegistration(':eventId'), () => publicEvent().then((m) => m.EventRegistrationPage)),
          page(paths.eventCheckin(':eventId'), () => publicEvent().then((m) => m.EventCheckinPage)),
          page(paths.eventProgram(':eventId'), () => publicEvent().then((m) => m.EventProgramPage)),
        ],
      }),
      lazyRoute(authRoutes.layout, {
        children: [
          page(paths.resetPassword(':token'), authRoutes.resetWithToken),
          // Without a token the page shows the token error.
          page('/reset-password', authRoutes.resetWithToken),
          page(paths.verify, authRoutes.verify),
          {
            element: <RedirectIfAuthenticated />,
            errorElement: <RouteError />,
            children: [
              page(paths.auth.login, authRoutes.login),
              page(paths.auth.register, authRoutes.register),
              page(paths.auth.reset, authRoutes.resetRequest),
            ],
          },
        ],
      }),
      // SPEC 2.2: every other route first checks authentication.
      {
        element: <RequireAuth />,
        errorElement: <RouteError />,
        children: [lazyRoute(() => import('./layout/app-layout').then((m) => m.AppLayout), { children: loggedInRoutes })],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
