import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '#shared/validation';
import { mockApi } from '../../../test/fetch-mock';
import { loggedInState, renderScreen } from '../../../test/render';
import { VerifyPage } from './verify-page';

describe('VerifyPage', () => {
  it('confirms the token from the link once and then offers the login', async () => {
    const { calls } = mockApi({ 'POST /api/auth/public/verify': { status: 200, body: { message: 'ok' } } });
    renderScreen(<VerifyPage />, { path: '/verify?token=t-1', state: loggedInState(null) });
    expect(await screen.findByText('Deine E-Mail-Adresse ist bestätigt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/auth');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ token: 't-1' });
  });

  it('shows the support sentence for a used, expired or missing token', async () => {
    mockApi({
      'POST /api/auth/public/verify': { status: 400, body: { statusCode: 400, code: 'TOKEN_INVALID', message: MESSAGES.linkInvalid } },
      'GET /api/auth/public/site': { status: 200, body: { supportMail: 'hilfe@sv.example', imprintText: 'SV' } },
    });
    const { unmount } = renderScreen(<VerifyPage />, { path: '/verify?token=used' });
    expect(await screen.findByRole('heading', { name: MESSAGES.verifyFailed })).toBeInTheDocument();
    // The support the sentence names is the operator's address (issue 28 §17).
    expect(await screen.findByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:hilfe@sv.example');
    // Not a dead end: the login sends a new link to an unconfirmed address.
    expect(screen.getByText(/schicken wir dir dabei einen neuen Link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/auth');
    unmount();
    renderScreen(<VerifyPage />, { path: '/verify' });
    expect(screen.getByRole('heading', { name: MESSAGES.verifyFailed })).toBeInTheDocument();
  });

  it('says the address is already confirmed when a used link of a confirmed account is opened again', async () => {
    mockApi({
      'POST /api/auth/public/verify': {
        status: 400,
        body: { statusCode: 400, code: 'ALREADY_VERIFIED', message: 'Deine E-Mail-Adresse ist schon bestätigt. Du kannst dich anmelden.' },
      },
    });
    renderScreen(<VerifyPage />, { path: '/verify?token=again', state: loggedInState(null) });
    expect(await screen.findByRole('heading', { name: 'Deine E-Mail-Adresse ist schon bestätigt.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.verifyFailed })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/auth');
  });
});
