import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPreferences, themeChanged } from '../../lib/preferences';
import { mockApi } from '../../test/fetch-mock';
import { makeGroup, makeUser } from '../../test/fixtures';
import { loggedInState, renderScreen } from '../../test/render';
import { makeStore } from '../store';
import { AppLayout } from './app-layout';
import { initials } from './user-menu';

function mobile(matches: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

const twoGroups = makeUser({ groups: [makeGroup({ _id: 'g1', name: 'SV Goethe' }), makeGroup({ _id: 'g2', name: 'SSR Frankfurt' })] });

describe('AppLayout', () => {
  afterEach(() => mobile(false));

  it('shows the initials of first and last name in the avatar', () => {
    renderScreen(<AppLayout />, { state: loggedInState(makeUser()), path: '/sv/members' });
    expect(screen.getByTestId('user-menu')).toHaveTextContent('MS');
    expect(initials({ first_name: ' lea', last_name: 'özdemir' })).toBe('LÖ');
    expect(initials(undefined, 'x@example.org')).toBe('X');
  });

  it('offers the group switcher only with more than one group; choosing a group selects it', async () => {
    const single = renderScreen(<AppLayout />, { state: loggedInState(makeUser()), path: '/user' });
    expect(screen.queryByRole('combobox', { name: 'Gruppe wechseln' })).not.toBeInTheDocument();
    single.unmount();

    const { store } = renderScreen(<AppLayout />, { state: loggedInState(twoGroups), path: '/user' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Gruppe wechseln' }));
    // Each option names the group's type and the caller's role there (issue 11).
    await userEvent.click(await screen.findByTitle('SSR Frankfurt (Schülervertretung · Schulsprecher*in)'));
    expect(store.getState().session.currentGroupId).toBe('g2');
  });

  it('collapses the desktop sidebar from 240 to 60 px', async () => {
    renderScreen(<AppLayout />, { state: loggedInState(makeUser()), path: '/user' });
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveStyle({ width: '240px' });
    await userEvent.click(screen.getByRole('button', { name: 'Seitenleiste einklappen' }));
    expect(sidebar).toHaveStyle({ width: '60px' });
    expect(screen.getByRole('button', { name: 'Seitenleiste ausklappen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('below 48em puts the navigation in a drawer opened from the header', async () => {
    mobile(true);
    renderScreen(<AppLayout />, { state: loggedInState(twoGroups), path: '/user' });
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Gruppe wechseln' })).toBeInTheDocument();
  });

  it('logs out from the user menu', async () => {
    const { calls } = mockApi({ 'POST /api/auth/public/logout': { status: 200 } });
    renderScreen(<AppLayout />, { state: loggedInState(makeUser()), path: '/user' });
    await userEvent.click(screen.getByTestId('user-menu'));
    // 'Mein Konto' is in the sidebar (marked as the current page) and in the user menu.
    await waitFor(() => expect(screen.getAllByText('Mein Konto')).toHaveLength(2));
    expect(screen.getByText('Einladungen')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Abmelden'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/public/logout'));
  });

  it('shows the dark logo in dark mode and remembers the theme in this browser', async () => {
    mockApi({});
    const store = makeStore();
    store.dispatch(themeChanged('dark'));
    await waitFor(() => expect(window.localStorage.getItem('plenum.theme')).toBe('dark'));
    expect(loadPreferences().theme).toBe('dark');
    renderScreen(<AppLayout />, { state: { ...loggedInState(makeUser()), preferences: loadPreferences() }, path: '/user' });
    expect(screen.getByTestId('sidebar').querySelector('[data-logo]')).toHaveAttribute('data-logo', 'dark');
    expect(screen.getByRole('button', { name: 'Helles Design aktivieren' })).toBeInTheDocument();
  });
});
