import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactGroupDetailView, ContactView } from '#shared/contacts';
import { SvLevel } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderRoutes } from '../../../test/render';
import { ContactGroupPage } from './contact-group-page';

const GROUP_ID = '5f0c2a1e-2f3d-4c5b-8a69-7e8f9a0b1c2d';
const URL = `/api/knowledge/tenant/group-1/contactgroup/${GROUP_ID}`;

const contact = (overrides: Partial<ContactView>): ContactView => ({
  _id: 'c1',
  contactGroupId: GROUP_ID,
  title: '',
  firstName: '',
  lastName: '',
  organisation: '',
  mail: '',
  phone: '',
  description: '',
  street: '',
  zip: '',
  city: '',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

const detail = (contacts: ContactView[], mayEdit = true): ContactGroupDetailView => ({
  _id: GROUP_ID,
  tenantId: 'group-1',
  title: 'Lehrkräfte und Partner',
  description: 'Wen wir wofür fragen.',
  viewAccess: 1,
  viewAccessLabel: 'SV-Mitglied',
  contactCount: contacts.length,
  mayEdit,
  mayDelete: mayEdit,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  contacts: { items: contacts, total: contacts.length, page: 1, pageSize: 20 },
});

const anna = contact({
  _id: 'c1',
  title: 'Dr.',
  firstName: 'Anna',
  lastName: 'Müller',
  mail: 'anna@example.de',
  street: 'Schulstraße 1',
  zip: '50667',
  city: 'Köln',
});

const open = (level: number = SvLevel.SV_ADMIN) =>
  renderRoutes([{ path: '/sv/knowledge/contactgroup/:contactGroupId', element: <ContactGroupPage /> }], {
    state: loggedInState(makeUser({ groups: [makeGroup({ permissionLevel: level })] })),
    path: `/sv/knowledge/contactgroup/${GROUP_ID}`,
  });

describe('ContactGroupPage', () => {
  it('shows the contacts, searches on the server and offers both exports', async () => {
    const { calls } = mockApi({ [`GET ${URL}`]: (call) => ({ status: 200, body: detail(call.url.includes('text=') ? [] : [anna]) }) });
    open();
    const table = await screen.findByTestId('contact-table');
    expect(await within(table).findByText('Dr. Anna Müller')).toBeInTheDocument();
    expect(within(table).getByText('Schulstraße 1, 50667 Köln')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute('href', `${URL}/export?format=csv`);
    expect(screen.getByRole('link', { name: 'Als vCard exportieren' })).toHaveAttribute('href', `${URL}/export?format=vcard`);
    fireEvent.change(screen.getByLabelText('Kontakte durchsuchen'), { target: { value: ' Zebra ' } });
    fireEvent.keyDown(screen.getByLabelText('Kontakte durchsuchen'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Kein Kontakt passt zu deiner Suche.')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('text=Zebra');
    expect(calls.at(-1)?.url).toContain('sort=lastName');
  });

  it('sorts on the server when a column header is clicked', async () => {
    const { calls } = mockApi({ [`GET ${URL}`]: { status: 200, body: detail([anna]) } });
    open();
    await screen.findByText('Dr. Anna Müller');
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=-lastName'));
    await userEvent.click(screen.getByRole('columnheader', { name: /Adresse/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=city'));
  });

  it('asks before deleting a contact and sends nothing on Abbrechen', async () => {
    const { calls } = mockApi({
      [`GET ${URL}`]: { status: 200, body: detail([anna]) },
      'DELETE /api/knowledge/tenant/group-1/contact/c1': { status: 200, body: {} },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Dr. Anna Müller löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Anna Müller löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Dr. Anna Müller löschen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Dr. Anna Müller löschen?' })).getByRole('button', { name: 'Löschen' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows the shared messages under the fields of a new contact', async () => {
    const { calls } = mockApi({ [`GET ${URL}`]: { status: 200, body: detail([]) } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Kontakt hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Kontakt' });
    fireEvent.change(within(dialog).getByLabelText('PLZ'), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText('E-Mail'), { target: { value: 'anna@' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte gib einen Vornamen oder einen Nachnamen ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte gib eine gültige Postleitzahl ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers a member without the edit right no changes, and says when the group is gone', async () => {
    mockApi({ [`GET ${URL}`]: { status: 200, body: detail([anna], false) } });
    const view = open(SvLevel.SV_MEMBER);
    await screen.findByText('Dr. Anna Müller');
    expect(screen.queryByRole('button', { name: 'Kontakt hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dr. Anna Müller löschen' })).not.toBeInTheDocument();
    view.unmount();
    mockApi({});
    open();
    expect(await screen.findByText('Die Kontaktgruppe wurde nicht gefunden.')).toBeInTheDocument();
  });
});
