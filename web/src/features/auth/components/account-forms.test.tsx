import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#shared/validation';
import { mockApi, type Call } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { AccountPage } from './account-page';

// The page also reads the notification settings; these tests look at what the forms send.
const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('AccountPage', () => {
  it('requires every password field, the strength rule and matching new passwords', async () => {
    const { calls } = mockApi({});
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
});
