import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { SvLevel } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { FeedPanel } from './feed-panel';

const FEED = '/api/calendar/tenant/group-1/calendar';
const URL_ON = 'http://localhost:5173/api/calendar/ical/abc.ics';

function renderAs(level: number) {
  const user = makeUser({ groups: [makeGroup({ permissionLevel: level })] });
  return renderScreen(<FeedPanel tenantId="group-1" />, { state: loggedInState(user), path: '/sv/calendar' });
}

describe('FeedPanel', () => {
  it("copies the caller's feed URL to the clipboard", async () => {
    mockApi({ [`GET ${FEED}`]: { status: 200, body: { active: true, url: URL_ON } } });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAs(SvLevel.SV_MEMBER);
    expect(await screen.findByLabelText('Dein iCal-Link')).toHaveValue(URL_ON);
    // Only administrators switch the links or revoke everyone's.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alle Links widerrufen' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'iCal-Link kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_ON));
  });

  it('asks before an administrator switches the links off, and sends nothing on Abbrechen', async () => {
    const { calls } = mockApi({
      [`GET ${FEED}`]: { status: 200, body: { active: true, url: URL_ON } },
      [`POST ${FEED}/deactivate`]: { status: 201, body: { active: false, url: null } },
    });
    renderAs(SvLevel.SV_ADMIN);
    const toggle = await screen.findByRole('switch', { name: 'iCal-Links für diese Gruppe' });
    fireEvent.click(toggle);
    expect(await screen.findByText('iCal-Links ausschalten?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Ausschalten' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`${FEED}/deactivate`]));
  });

  it("renews the member's own link only after asking", async () => {
    const { calls } = mockApi({
      [`GET ${FEED}`]: { status: 200, body: { active: true, url: URL_ON } },
      [`POST ${FEED}/renew`]: { status: 200, body: { active: true, url: 'http://localhost:5173/api/calendar/ical/neu.ics' } },
    });
    renderAs(SvLevel.SV_MEMBER);
    const renew = await screen.findByRole('button', { name: 'Link erneuern' });
    fireEvent.click(renew);
    expect(await screen.findByText('iCal-Link erneuern?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(renew);
    const dialog = await screen.findByRole('dialog', { name: 'iCal-Link erneuern?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link erneuern' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`${FEED}/renew`]));
  });
});
