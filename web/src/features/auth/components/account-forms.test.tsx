import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#shared/validation';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { AccountPage } from './account-page';

/** The data export card asks for the newest export on every render of the page; the forms' calls are the rest. */
const NO_EXPORT = { 'GET /api/auth/private/user/data-export/current': { status: 200, body: { current: null } } };
const changes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

describe('AccountPage', () => {
  it('requires every password field, the strength rule and matching new passwords', async () => {
    const { calls } = mockApi(NO_EXPORT);
    renderScreen(<AccountPage />, { state: loggedInState(makeUser()), path: '/user' });
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText(MESSAGES.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText('Bitte wiederhole das Passwort.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'schwach');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'anders');
    expect(await screen.findByText(MESSAGES.passwordRule, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(changes(calls)).toHaveLength(0);
  });

  it('shows a wrong current password at its field', async () => {
    mockApi({
      ...NO_EXPORT,
      'POST /api/auth/private/user/change-password': {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_PASSWORD', message: 'Das aktuelle Passwort ist falsch.' },
      },
    });
    renderScreen(<AccountPage />, { state: loggedInState(makeUser()), path: '/user' });
    await userEvent.type(screen.getByLabelText('Aktuelles Passwort'), 'Alt!Passwort1');
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'Neu!Passwort1');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Neu!Passwort1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  });

  it('saves changed names and requires both', async () => {
    const { calls } = mockApi({
      ...NO_EXPORT,
      'PUT /api/auth/private/user': { status: 200, body: makeUser({ contact: { first_name: 'Mira', last_name: 'Schulz' } }) },
    });
    renderScreen(<AccountPage />, { state: loggedInState(makeUser()), path: '/user' });
    const first = screen.getByLabelText('Vorname');
    expect(first).toHaveValue('Mia');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    await userEvent.type(first, 'Mira');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toMatchObject({ method: 'PUT', body: { contact: { first_name: 'Mira', last_name: 'Schulz' } } });
  });

  it("asks for 'Meine Daten herunterladen' and offers a finished export's file with the day it is deleted", async () => {
    const done = { _id: 'e1', state: 'DONE', progress: 100, expiresAt: '2026-12-06T10:00:00.000Z' };
    const { calls } = mockApi({
      'GET /api/auth/private/user/data-export/current': [
        { status: 200, body: { current: null } },
        { status: 200, body: { current: done } },
      ],
      'POST /api/auth/private/user/data-export': { status: 202, body: { ...done, state: 'PENDING', progress: 0 } },
    });
    renderScreen(<AccountPage />, { state: loggedInState(makeUser()), path: '/user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));
    const link = await screen.findByRole('link', { name: 'ZIP-Datei herunterladen' });
    expect(link).toHaveAttribute('href', '/api/auth/private/user/data-export/e1/file');
    expect(screen.getByText(/verfügbar bis 06\.12\.2026/)).toBeInTheDocument();
    expect(changes(calls)).toEqual([expect.objectContaining({ method: 'POST', url: '/api/auth/private/user/data-export' })]);
  });
});
