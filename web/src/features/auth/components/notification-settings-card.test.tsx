import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KINDS } from '../../../lib/notification-kinds';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import type { NotificationSettings } from '../notification-settings';
import { NOTIFICATION_SETTINGS_TEXT as T } from '../text';
import { NotificationSettingsCard } from './notification-settings-card';

const URL = '/api/tenant/user/notification-settings';

function defaults(): NotificationSettings {
  const urgent = new Set(['PRIVATE_MESSAGE', 'MENTION']);
  return {
    kinds: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, { app: true, mail: urgent.has(kind) ? 'IMMEDIATE' : 'DIGEST', push: urgent.has(kind) }]),
    ) as NotificationSettings['kinds'],
    quietHours: null,
    schoolHours: { from: '08:00', to: '13:00', days: [1, 2, 3, 4, 5] },
    muted: [],
  };
}

/** Picks an option of an antd select; the select itself also carries its value as a title. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(item);
}

function renderCard() {
  const user = makeUser({ groups: [makeGroup({ _id: 'group-1', name: 'SV Goethe-Gymnasium' })] });
  return renderScreen(<NotificationSettingsCard />, { state: loggedInState(user), path: '/user' });
}

describe('NotificationSettingsCard', () => {
  it('shows each kind in plain words and saves mail, push, quiet hours and a muted group', async () => {
    const { calls } = mockApi({
      [`GET ${URL}`]: { status: 200, body: defaults() },
      [`PUT ${URL}`]: (call) => ({ status: 200, body: call.body }),
    });
    renderCard();
    expect(await screen.findByText('Erwähnungen')).toBeInTheDocument();
    expect(screen.getByText(T.night)).toBeInTheDocument();
    for (const label of ['Private Nachrichten', 'Gruppenhinweise', 'Beitrittsanfragen', 'Freigaben', 'Meldungen', 'Amtszeiten']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }

    await choose('Mail für Erwähnungen', 'Tageszusammenfassung');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Private Nachrichten per Push' }));
    fireEvent.click(screen.getByRole('switch', { name: T.quietHours }));
    fireEvent.change(screen.getByLabelText('Ruhezeiten bis'), { target: { value: '06:30' } });
    await choose(T.muteGroup, 'SV Goethe-Gymnasium');
    fireEvent.click(screen.getByRole('button', { name: T.mute }));
    expect(screen.getByText(/SV Goethe-Gymnasium: stumm bis/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.save }));

    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PUT')?.body as NotificationSettings;
    expect(body.kinds.MENTION).toEqual({ app: true, mail: 'DIGEST', push: true });
    expect(body.kinds.PRIVATE_MESSAGE).toEqual({ app: true, mail: 'IMMEDIATE', push: false });
    expect(body.quietHours).toEqual({ from: '21:00', to: '06:30' });
    expect(body.schoolHours).toEqual({ from: '08:00', to: '13:00', days: [1, 2, 3, 4, 5] });
    expect(body.muted).toHaveLength(1);
    expect(body.muted[0].tenantId).toBe('group-1');
    expect(Date.parse(body.muted[0].until) - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('refuses a missing time or no school day before asking the server, and shows the server’s refusal', async () => {
    const { calls } = mockApi({
      [`GET ${URL}`]: { status: 200, body: defaults() },
      [`PUT ${URL}`]: { status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'Bitte gib gültige Zeiten an.' } },
    });
    renderCard();
    fireEvent.change(await screen.findByLabelText('Schulzeit von'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.timeMissing)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Schulzeit von'), { target: { value: '08:00' } });
    for (const day of ['Mo', 'Di', 'Mi', 'Do', 'Fr']) fireEvent.click(screen.getByRole('checkbox', { name: day }));
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.daysMissing)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Mo' }));
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Bitte gib gültige Zeiten an.')).toBeInTheDocument();
    expect(screen.queryByText(T.saved)).not.toBeInTheDocument();
  });

  it('says when the settings cannot be read and offers to try again', async () => {
    mockApi({
      [`GET ${URL}`]: [
        { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } },
        { status: 200, body: defaults() },
      ],
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Erwähnungen')).toBeInTheDocument();
  });
});
