import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EventFieldType, type PublicEventView } from '#shared/event';
import { mockApi } from '../../../../test/fetch-mock';
import { loggedInState, renderRoutes } from '../../../../test/render';
import { EventCheckinPage, EventRegistrationPage } from '../event-public-pages';

const ID = '0b9c4a1e-2f3d-4c5b-8a69-7e8f9a0b1c2d';
const PUBLIC = `/api/event/public/event/${ID}`;

const event = (overrides: Partial<PublicEventView> = {}): PublicEventView => ({
  _id: ID,
  title: 'Schulfest',
  startDate: '2026-12-04T16:00:00.000Z',
  endDate: '2026-12-04T19:00:00.000Z',
  location: 'Aula',
  switches: { program: true, registration: true, checkin: false },
  program: [],
  customFields: [{ _id: 'f-class', name: 'Klasse', type: EventFieldType.SINGLE, options: ['5a', '5b'], required: true }],
  doorCodeRequired: false,
  tenantName: 'SV Goethe',
  ...overrides,
});

const routes = [
  { path: '/event-registration/:eventId', element: <EventRegistrationPage /> },
  { path: '/event-checkin/:eventId', element: <EventCheckinPage /> },
];
const open = (path: string) => renderRoutes(routes, { state: loggedInState(null), path });

describe('public event pages', () => {
  it('says "Event nicht gefunden" for an unknown event', async () => {
    mockApi({});
    open(`/event-registration/${ID}`);
    expect(await screen.findByText('Event nicht gefunden')).toBeInTheDocument();
  });

  it('says "Kein Zugriff" while the page’s switch is off', async () => {
    mockApi({ [`GET ${PUBLIC}`]: { status: 200, body: event() } });
    open(`/event-checkin/${ID}`);
    expect(await screen.findByText('Kein Zugriff')).toBeInTheDocument();
  });

  it('shows the German messages inline, sends the answers by field id and shows the success state', async () => {
    const { calls } = mockApi({
      [`GET ${PUBLIC}`]: { status: 200, body: event() },
      [`POST ${PUBLIC}/registration`]: { status: 201, body: { message: 'ok' } },
    });
    open(`/event-registration/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    // The form says what it promises: at most three confirmations a day per address.
    expect(screen.getByTestId('registration-note')).toHaveTextContent('höchstens drei Bestätigungen am Tag');
    expect(await screen.findByText('Bitte gib deinen Vornamen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Lea' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Schmidt' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'lea@example.de' } });
    fireEvent.click(screen.getByRole('radio', { name: '5b' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Du bist angemeldet. Eine Bestätigung ist per E-Mail unterwegs.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Lea',
      lastName: 'Schmidt',
      mail: 'lea@example.de',
      answers: { 'f-class': '5b' },
    });
  });

  it('puts field messages under their fields', async () => {
    mockApi({
      [`GET ${PUBLIC}`]: { status: 200, body: event({ customFields: [] }) },
      [`POST ${PUBLIC}/registration`]: {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'lastName', message: 'Name ungültig.' }] },
      },
    });
    open(`/event-registration/${ID}`);
    fireEvent.change(await screen.findByLabelText('Vorname'), { target: { value: 'Lea' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Schmidt' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'lea@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Name ungültig.')).toBeInTheDocument();
  });

  it('asks for the door code when the check-in needs one, and puts a wrong one under its input', async () => {
    const { calls } = mockApi({
      [`GET ${PUBLIC}`]: {
        status: 200,
        body: event({ customFields: [], doorCodeRequired: true, switches: { program: false, registration: false, checkin: true } }),
      },
      [`POST ${PUBLIC}/attendee`]: [
        { status: 403, body: { statusCode: 403, code: 'EVENT_DOOR_CODE', message: 'Bitte gib den Code vom Eingang ein.' } },
        { status: 201, body: { message: 'ok' } },
      ],
    });
    open(`/event-checkin/${ID}`);
    fireEvent.change(await screen.findByLabelText('Vorname'), { target: { value: 'Lea' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Schmidt' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'lea@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einchecken' }));
    expect(await screen.findByText('Bitte gib den Code vom Eingang ein.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Code vom Eingang'), { target: { value: ' falsch ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einchecken' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ doorCode: 'falsch' });
    expect(await screen.findByText('Bitte gib den Code vom Eingang ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code vom Eingang'), { target: { value: 'AULA7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einchecken' }));
    expect(await screen.findByTestId('participant-success')).toBeInTheDocument();
  });
});
