import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Integration } from '#shared/integrations';
import { FullPageSpinner } from '../components/spinner';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { domainAdminRoutes } from '../features/domain-admin/routes';
import { tenantRoutes } from '../features/tenant/routes';
import { paths } from '../lib/paths';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { RouteError } from './route-error';

/** A lazily loaded route module with its own error boundary. */
function lazyRoute(load: () => Promise<ComponentType>, route: RouteObject = {}): RouteObject {
  return { ...route, errorElement: <RouteError />, lazy: async () => ({ Component: await load() }) } as RouteObject;
}

const page = (path: string, load: () => Promise<ComponentType>) => lazyRoute(load, { path });

// The guards of the logged-in area load with it, not with the login.
const accessGuards = () => import('./access-guards');

const withIntegration = (integration: Integration, children: RouteObject[]): RouteObject =>
  lazyRoute(() => accessGuards().then((m) => m.integrationGuard(integration)), { children });

const project = () => import('../features/project/routes');
const profile = () => import('../features/profile/routes');
const chat = () => import('../features/chat/routes');
const calendar = () => import('../features/calendar/routes');
const event = () => import('../features/event/routes');
const publicEvent = () => import('../features/event/public-routes');
const budget = () => import('../features/budget/routes');
const knowledge = () => import('../features/knowledge/routes');
const survey = () => import('../features/survey/routes');
const publicSurvey = () => import('../features/survey/public-routes');
const publicProfile = () => import('../features/profile/public-routes');

const svRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.sv.dashboard} replace /> },
  withIntegration('dashboard', [page(paths.sv.dashboard, tenantRoutes.dashboard)]),
  page(paths.sv.notifications, tenantRoutes.notifications),
  page(paths.sv.members, tenantRoutes.members),
  page(paths.sv.settings, tenantRoutes.settings),
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
  lazyRoute(() => accessGuards().then((m) => m.RequireGroup), { path: paths.sv.root, children: svRoutes }),
  { path: '/discover', element: <Navigate to={paths.discover} replace /> },
  page(paths.discover, tenantRoutes.discover),
  lazyRoute(() => accessGuards().then((m) => m.RequireDomainAdmin), {
    children: [
      { path: '/d_admin', element: <Navigate to={paths.domainAdmin.domains} replace /> },
      page(paths.domainAdmin.domains, domainAdminRoutes.domains),
      page(paths.domainAdmin.domain(':domainId'), domainAdminRoutes.domain),
    ],
  }),
  lazyRoute(() => accessGuards().then((m) => m.RequireModeration), {
    path: paths.admin.root,
    children: [
      { index: true, element: <Navigate to={paths.admin.tenants} replace /> },
      page(paths.admin.users, adminRoutes.users),
      page(paths.admin.tenants, adminRoutes.tenants),
      page(paths.admin.tenant(':tenantId'), adminRoutes.tenant),
      page(paths.admin.domains, adminRoutes.domains),
      page(paths.admin.audit, adminRoutes.audit),
      page(paths.admin.reports, adminRoutes.reports),
    ],
  }),
  page(paths.user.account, authRoutes.account),
  page(paths.user.chats, () => chat().then((m) => m.ChatsPage)),
  page(paths.user.newChat, () => chat().then((m) => m.NewChatPage)),
  page(paths.user.chat(':userId'), () => chat().then((m) => m.ChatPage)),
  page(paths.user.invitations, tenantRoutes.invitations),
  page('*', () => import('../components/error-pages/error-pages').then((m) => m.NotFoundPage)),
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
          page(paths.surveyTransaction(':surveyId'), () => publicSurvey().then((m) => m.SurveyTransactionPage)),
          page(paths.surveyConfirm, () => publicSurvey().then((m) => m.SurveyConfirmPage)),
          page(paths.eventRegistration(':eventId'), () => publicEvent().then((m) => m.EventRegistrationPage)),
          page(paths.eventCheckin(':eventId'), () => publicEvent().then((m) => m.EventCheckinPage)),
          page(paths.eventProgram(':eventId'), () => publicEvent().then((m) => m.EventProgramPage)),
          page(paths.publicProfile(':shortcode'), () => publicProfile().then((m) => m.PublicProfilePage)),
          page(paths.imprint, authRoutes.imprint),
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
