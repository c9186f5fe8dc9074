import { screen, waitFor } from '@testing-library/react';
import { allIntegrations } from '#shared/integrations';
import { PlatformLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { MODULE_OFF_TITLE, NOT_FOUND_TITLE } from '../components/error-pages/error-pages';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { tenantRoutes } from '../features/tenant/routes';
import { mockApi } from '../test/fetch-mock';
import { makeGroup, makeUser } from '../test/fixtures';
import { loggedInState, renderRoutes } from '../test/render';
import { routes } from './router';

const at = (path: string, user = makeUser()) => renderRoutes(routes, { path, state: loggedInState(user) });
const pathOf = (router: ReturnType<typeof at>['router']) => router.state.location.pathname + router.state.location.search;

describe('routing and guards', () => {
  // The first import of a lazy route module transforms antd's sources, which takes seconds in jsdom.
  beforeAll(async () => {
    const appModules = [() => import('./pages/home-page'), () => import('./access-guards'), () => import('./layout/app-layout')];
    const modules = [...Object.values(authRoutes), ...Object.values(adminRoutes), ...Object.values(tenantRoutes), ...appModules];
    await Promise.all(modules.map((load) => load()));
  }, 30_000);

  beforeEach(() => {
    mockApi({});
  });

  it('sends a visitor who is not logged in to the login and keeps the deep link', async () => {
    const { router } = renderRoutes(routes, { path: '/sv/members?tab=2', state: loggedInState(null) });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/auth?next=%2Fsv%2Fmembers%3Ftab%3D2');
  });

  it('sends a logged-in user from the login to the deep link, never to another site', async () => {
    const { router } = at('/auth?next=%2Fuser');
    await waitFor(() => expect(pathOf(router)).toBe('/user'));
    const other = at('/auth?next=%2F%2Fevil.example');
    await waitFor(() => expect(other.router.state.location.pathname).not.toBe('/auth'));
    expect(other.router.state.location.pathname).not.toContain('evil');
  });

  it('leads from / into the current group', async () => {
    const { router } = at('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv/dashboard'));
    expect(await screen.findByRole('heading', { name: 'SV-Profil', level: 1 })).toBeInTheDocument();
  });

  it('shows the homepage with the invitation count to a user without group', async () => {
    mockApi({
      'GET /api/tenant/user/invitation': { status: 200, body: { items: [{ _id: 'i1' }, { _id: 'i2' }], total: 2, page: 1, pageSize: 50 } },
    });
    at('/', makeUser({ groups: [] }));
    expect(await screen.findByText(/Du bist noch in keiner Gruppe/)).toBeInTheDocument();
    expect(await screen.findByText(/Du hast 2 offene Einladungen/)).toBeInTheDocument();
    // Invited already: no advice to ask for an invitation, but the way to open groups.
    expect(screen.queryByText(/damit sie dich einladen/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gruppen entdecken' })).toHaveAttribute('href', '/discover/tenants');
  });

  it('counts 0 invitations, silently, when the invitation list cannot be loaded', async () => {
    at('/', makeUser({ groups: [] }));
    expect(await screen.findByText('Du hast keine offenen Einladungen.')).toBeInTheDocument();
  });

  it('shows the 403 page for /sv/* without a group and /admin/* below moderation', async () => {
    const { unmount } = at('/sv/members', makeUser({ groups: [] }));
    expect(await screen.findByText(MESSAGES.forbiddenPage)).toBeInTheDocument();
    unmount();
    at('/admin/tenants', makeUser({ permissionLevel: PlatformLevel.SSR_ADMIN }));
    expect(await screen.findByText(MESSAGES.forbiddenPage)).toBeInTheDocument();
  });

  it('lets a moderator into /admin', async () => {
    at('/admin/tenants', makeUser({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));
    expect(await screen.findByRole('heading', { name: 'Gruppen', level: 1 })).toBeInTheDocument();
  });

  it('does not open a module that is switched off in the group', async () => {
    at('/sv/budgets', makeUser({ groups: [makeGroup({ integrations: { ...allIntegrations(true), budget: false } })] }));
    expect(await screen.findByText(MODULE_OFF_TITLE)).toBeInTheDocument();
  });

  it('answers unknown addresses with the German 404 page', async () => {
    at('/gibt/es/nicht');
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
  });

  it('opens public pages without a session', async () => {
    // The programme page loads its event from the public route (no login).
    mockApi({
      'GET /api/event/public/event/e1': {
        status: 200,
        body: {
          _id: 'e1',
          title: 'Schulfest',
          startDate: '2026-12-04T15:00:00.000Z',
          endDate: '2026-12-04T19:00:00.000Z',
          location: 'Aula',
          switches: { program: true, registration: false, checkin: false },
          program: [],
          customFields: [],
          tenantName: 'SV',
        },
      },
    });
    renderRoutes(routes, { path: '/event-program/e1', state: loggedInState(null) });
    expect(await screen.findByRole('heading', { name: 'Programm' })).toBeInTheDocument();
  });
});
