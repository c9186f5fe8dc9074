import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allIntegrations } from '#shared/integrations';
import { SvLevel, TenantType } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { SettingsPage } from './settings-page';

const tenant = {
  _id: 'group-1',
  name: 'SV Goethe-Gymnasium',
  type: TenantType.SV,
  typeLabel: 'Schülervertretung',
  domain: null,
  memberCount: 3,
  isPublic: false,
  joinPolicy: 'REQUEST',
  integrations: { ...allIntegrations(true), budget: false },
  icalEnabled: false,
  shortcode: 'abc',
  permissionLevel: 5,
  levelLabel: 'Schulsprecher*in',
};

function renderAs(level: number) {
  const user = makeUser({ groups: [makeGroup({ permissionLevel: level })] });
  return renderScreen(<SettingsPage />, { state: loggedInState(user), path: '/sv/settings' });
}

describe('SettingsPage', () => {
  it('lets the admin switch an integration off', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1': { status: 200, body: tenant },
      'PUT /api/tenant/tenant/group-1': { status: 200, body: tenant },
    });
    renderAs(SvLevel.SV_ADMIN);
    const chat = await screen.findByLabelText('Gruppenchat');
    expect(chat).toBeEnabled();
    expect(screen.queryByText('Nur die Administration der Gruppe kann diese Einstellungen ändern.')).not.toBeInTheDocument();
    await userEvent.click(chat);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ integrations: { chat: false } }));
  });

  it('shows everyone else the same settings read-only, and the role overview from the permission table', async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1': { status: 200, body: tenant } });
    renderAs(SvLevel.SV_BOARD);
    expect(await screen.findByText('Nur die Administration der Gruppe kann diese Einstellungen ändern.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Gruppenchat')).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Sonstiges' }));
    expect(await screen.findByLabelText('Name der Gruppe')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gruppe verlassen' })).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Gruppenfunktionen' }));
    const overview = await screen.findByTestId('role-overview');
    expect(overview).toHaveTextContent('Mitglieder verwalten');
    expect(overview).toHaveTextContent('Verbindungslehrer*in');
    expect(overview).toHaveTextContent('Termine bearbeiten');
    // Finances are switched off in this group: nobody may do anything there.
    expect(overview).not.toHaveTextContent('Finanzen anlegen');
  });

  it("opens the tab named in the address (the discover page's link) with the open group's one explanation", async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1': { status: 200, body: tenant } });
    const user = makeUser({ groups: [makeGroup()] });
    renderScreen(<SettingsPage />, { state: loggedInState(user), path: '/sv/settings?tab=misc' });
    expect(await screen.findByRole('switch', { name: 'Offene Gruppe' })).toBeInTheDocument();
    expect(screen.getByText(/dort kann ihr jede Person mit Konto als Gast beitreten/)).toBeInTheDocument();
  });

  it('lets the admin choose how the open group admits people, explained in German', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1': { status: 200, body: tenant },
      'PUT /api/tenant/tenant/group-1': { status: 200, body: { ...tenant, joinPolicy: 'OPEN' } },
    });
    renderAs(SvLevel.SV_ADMIN);
    await userEvent.click(await screen.findByRole('tab', { name: 'Sonstiges' }));
    expect(await screen.findByRole('radio', { name: 'Auf Anfrage' })).toBeChecked();
    expect(screen.getByText(/schickt eine Anfrage, und die Mitgliederverwaltung nimmt sie an oder lehnt sie ab/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Sofort als Gast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ joinPolicy: 'OPEN' }));
  });
});
