import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#shared/validation';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { RegisterPage } from './register-page';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

async function fillAccount(password = 'Sicher!2024', repeat = password) {
  await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'mia@example.org');
  await userEvent.type(screen.getByLabelText('Passwort'), password);
  await userEvent.type(screen.getByLabelText('Passwort wiederholen'), repeat);
}

describe('RegisterPage', () => {
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase letter', 'sicher!2024'],
    ['no lowercase letter', 'SICHER!2024'],
    ['no digit', 'Sicher!Sicher'],
    ['no special character', 'Sicher2024x'],
  ])('rejects a password with %s', async (_case, password) => {
    renderScreen(<RegisterPage />, { path: '/auth/register' });
    await fillAccount(password);
    await next();
    expect(await screen.findByText(MESSAGES.passwordRule, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).not.toBeVisible();
  });

  it('says when the repeated password differs', async () => {
    renderScreen(<RegisterPage />, { path: '/auth/register' });
    await fillAccount('Sicher!2024', 'Sicher!2025');
    await next();
    expect(await screen.findByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
  });

  it('requires names and the terms on step 1, goes back without losing input, then registers', async () => {
    const { calls } = mockApi({ 'POST /api/auth/public/register': { status: 201, body: { message: 'ok' } } });
    renderScreen(<RegisterPage />, { path: '/auth/register' });
    await fillAccount();
    await next();
    expect(screen.getByLabelText('Vorname')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('mia@example.org');
    await next();

    await userEvent.type(screen.getByLabelText('Vorname'), 'Mia');
    await userEvent.type(screen.getByLabelText('Nachname'), 'Schulz');
    // The terms sentence links to the imprint and the privacy page (issue 28 §17).
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/impressum');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText('Fast geschafft!')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      mail: 'mia@example.org',
      password: 'Sicher!2024',
      contact: { first_name: 'Mia', last_name: 'Schulz' },
      termsAccepted: true,
    });
  });

  it('returns to step 0 when the server objects to the e-mail address', async () => {
    mockApi({
      'POST /api/auth/public/register': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Ungültig.',
          details: [{ field: 'mail', message: MESSAGES.emailInvalid }],
        },
      },
    });
    renderScreen(<RegisterPage />, { path: '/auth/register' });
    await fillAccount();
    await next();
    await userEvent.type(screen.getByLabelText('Vorname'), 'Mia');
    await userEvent.type(screen.getByLabelText('Nachname'), 'Schulz');
    // The terms sentence links to the imprint and the privacy page (issue 28 §17).
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/impressum');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(screen.getByLabelText('E-Mail-Adresse')).toBeVisible());
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).not.toBeVisible();
  });
});
