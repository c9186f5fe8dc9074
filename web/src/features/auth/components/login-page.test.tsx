import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#shared/validation';
import { FORM_TEXT } from '../../../lib/form-rules';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('shows the required messages under the fields when submitted empty', async () => {
    const { calls } = mockApi({});
    renderScreen(<LoginPage />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(FORM_TEXT.mailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects an address whose top-level domain is not 2 to 4 letters', async () => {
    renderScreen(<LoginPage />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'mia@schule.example');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('sends mail and password and stores nothing itself on success', async () => {
    const { calls } = mockApi({ 'POST /api/auth/public/login': { status: 200, body: makeUser() } });
    const { store } = renderScreen(<LoginPage />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), ' mia.schulz@example.org ');
    await userEvent.type(screen.getByLabelText('Passwort'), 'geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/public/login',
      body: { mail: 'mia.schulz@example.org', password: 'geheim' },
    });
    // The session saga (not running here) turns the answer into the session.
    expect(store.getState().session.status).toBe('unknown');
  });

  it('puts server field errors under the matching field', async () => {
    mockApi({
      'POST /api/auth/public/login': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Bitte prüfe deine Eingaben.',
          details: [{ field: 'mail', message: MESSAGES.emailInvalid }],
        },
      },
    });
    renderScreen(<LoginPage />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'mia@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('keeps the deep link in the links to register and reset', () => {
    renderScreen(<LoginPage />, { path: '/auth?next=%2Fsv%2Fmembers' });
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/auth/register?next=%2Fsv%2Fmembers');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/auth/reset?next=%2Fsv%2Fmembers');
  });
});
