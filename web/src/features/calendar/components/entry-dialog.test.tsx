import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { CalendarEntry } from '#shared/calendar';
import { SvLevel, TenantType } from '#shared/levels';
import { viewAccessOptions } from '../../../components/view-access/view-access';
import { dayjs } from '../../../lib/dates';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { EntryDialog } from './entry-dialog';

// The editor has its own spec (components/rich-text); here a plain field keeps the dialog's specs quick.
vi.mock('../../../components/rich-text/rich-text-editor', () => ({
  RichTextEditor: ({
    value,
    onChange,
    'aria-label': label,
  }: {
    value?: string;
    onChange?: (html: string) => void;
    'aria-label': string;
  }) => <textarea aria-label={label} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />,
}));

interface SentCall {
  method: string;
  path: string;
  fields: Record<string, string>;
  uploads: number;
}

/** fetch for multipart calls: records the parts (the shared mock reads bodies as JSON). */
function mockMultipart(reply: (call: SentCall) => { status: number; body?: unknown }) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const form = input.method === 'GET' || input.method === 'DELETE' ? null : await input.formData();
      const fields: Record<string, string> = {};
      let uploads = 0;
      form?.forEach((value, name) => {
        if (name === 'newUploads') uploads += 1;
        else fields[name] = String(value);
      });
      const call = { method: input.method, path: new URL(input.url).pathname, fields, uploads };
      calls.push(call);
      const answer = reply(call);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const entry: CalendarEntry = {
  _id: 'entry-1',
  tenantId: 'group-1',
  title: 'SV-Sitzung',
  description: '<p>Tagesordnung folgt.</p>',
  location: 'Raum 204',
  notes: '',
  color: '#1d4ed8',
  startDate: '2026-11-24T13:00:00.000Z',
  endDate: '2026-11-24T14:30:00.000Z',
  allDay: false,
  startDay: null,
  endDay: null,
  viewAccess: SvLevel.SV_MEMBER,
  viewAccessLabel: 'SV-Mitglied',
  author: { _id: 'someone-else', contact: { first_name: 'Lea', last_name: 'Schmidt' } },
  materials: [{ _id: 'mat-1', name: 'Protokoll.pdf', size: 2048, mimeType: 'application/pdf' }],
  mayEdit: true,
  mayDelete: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-24T10:00:00'), dayjs('2026-11-24T11:00:00')];

function renderDialog(level: number, shown: CalendarEntry | null, onClose = vi.fn()) {
  const user = makeUser({ groups: [makeGroup({ permissionLevel: level })] });
  renderScreen(
    <EntryDialog
      tenantId="group-1"
      userId={user._id}
      entry={shown}
      range={range}
      viewAccessOptions={viewAccessOptions(TenantType.SV)}
      onClose={onClose}
    />,
    { state: loggedInState(user), path: '/sv/calendar' },
  );
  return onClose;
}

describe('EntryDialog', () => {
  it('asks for a title, also when it is blank, and sends nothing until there is one', async () => {
    const calls = mockMultipart(() => ({ status: 201, body: entry }));
    const onClose = renderDialog(SvLevel.SV_MEMBER, null);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Neuer Termin')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte gebe einen Titel ein.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte gebe einen Titel ein.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: '  Sitzung der SV  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/calendar/tenant/group-1/event',
      uploads: 0,
      fields: {
        title: 'Sitzung der SV',
        allDay: 'false',
        // 10:00 and 11:00 in Berlin (winter time) whatever the test machine's zone.
        startDate: '2026-11-24T09:00:00.000Z',
        endDate: '2026-11-24T10:00:00.000Z',
        viewAccess: String(SvLevel.GUEST),
        color: '#1d4ed8',
      },
    });
    expect(calls[0].fields).not.toHaveProperty('materials');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses an end before the beginning', async () => {
    const calls = mockMultipart(() => ({ status: 201, body: entry }));
    const user = makeUser({ groups: [makeGroup({ permissionLevel: SvLevel.SV_BOARD })] });
    renderScreen(
      <EntryDialog
        tenantId="group-1"
        userId={user._id}
        entry={{ ...entry, endDate: '2026-11-24T12:00:00.000Z' }}
        range={range}
        viewAccessOptions={viewAccessOptions(TenantType.SV)}
        onClose={vi.fn()}
      />,
      { state: loggedInState(user) },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('warns when a new view access lowers or raises the visibility (SPEC 4)', async () => {
    mockMultipart(() => ({ status: 200, body: entry }));
    renderDialog(SvLevel.SV_BOARD, entry);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Termin bearbeiten')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('visibility-warning')).not.toBeInTheDocument();

    const select = within(dialog).getByLabelText('Sichtbar ab');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('SV-Vorstand'));
    expect(await within(dialog).findByTestId('visibility-warning')).toHaveTextContent(
      'Weniger Mitglieder sehen diesen Termin: nur noch SV-Vorstand und höher.',
    );

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Gast'));
    expect(await within(dialog).findByTestId('visibility-warning')).toHaveTextContent(
      'Mehr Mitglieder sehen diesen Termin: ab jetzt auch Gast und höher.',
    );

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('SV-Mitglied'));
    await waitFor(() => expect(within(dialog).queryByTestId('visibility-warning')).not.toBeInTheDocument());
  });

  it('keeps the materials not removed and sends the list of ids to keep', async () => {
    const calls = mockMultipart(() => ({ status: 200, body: entry }));
    renderDialog(SvLevel.SV_BOARD, entry);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Protokoll.pdf herunterladen' })).toHaveAttribute('href', '/api/files/mat-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Protokoll.pdf entfernen' }));
    expect(within(dialog).queryByText('Protokoll.pdf')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/calendar/tenant/group-1/event/entry-1' });
    expect(calls[0].fields.materials).toBe('[]');
  });

  it('shows the details without form and delete to a member who may not change the entry', async () => {
    mockMultipart(() => ({ status: 200, body: entry }));
    renderDialog(SvLevel.SV_MEMBER, entry);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('entry-details')).toHaveTextContent('Raum 204');
    expect(within(dialog).getByTestId('rich-text-view')).toHaveTextContent('Tagesordnung folgt.');
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Schließen' }).length).toBeGreaterThan(0);
  });

  it('lets the author edit and delete while they hold calendar:create, asking with the entry named', async () => {
    const calls = mockMultipart(() => ({ status: 200, body: { message: 'Der Termin wurde gelöscht.' } }));
    const onClose = renderDialog(SvLevel.CLASS_SPEAKER, {
      ...entry,
      author: { _id: 'user-1', contact: { first_name: 'Mia', last_name: 'Schulz' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Termin bearbeiten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const question = await screen.findByText('Möchtest du den Termin „SV-Sitzung“ löschen?');
    const confirm = question.closest('.ant-modal') as HTMLElement;
    expect(confirm).toHaveTextContent('Termin löschen');
    expect(calls).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/calendar/tenant/group-1/event/entry-1' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
