import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#shared/validation';
import { mockApi } from '../../../test/fetch-mock';
import { renderRoutes, renderScreen } from '../../../test/render';
import { ResetRequestPage } from './reset-request-page';
import { ResetWithTokenPage } from './reset-with-token-page';

describe('ResetRequestPage', () => {
  it('confirms the request and locks the resend button for 10 seconds after each send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      'POST /api/auth/public/reset-password': { status: 200 },
      'POST /api/auth/public/reset-password-repeat': { status: 200 },
    });
    renderScreen(<ResetRequestPage />, { path: '/auth/reset' });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'mia@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));

    const locked = await screen.findByRole('button', { name: /Erneut senden in 10 s/ });
    expect(locked).toBeDisabled();
    expect(screen.getByText(/Wenn es ein Konto mit der Adresse mia@example.org gibt/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('button', { name: /Erneut senden in 6 s/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    const resend = screen.getByRole('button', { name: 'Link erneut senden' });
    expect(resend).toBeEnabled();

    fireEvent.click(resend);
    expect(await screen.findByRole('button', { name: /Erneut senden in 10 s/ })).toBeDisabled();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/public/reset-password', '/api/auth/public/reset-password-repeat']),
    );
    expect(calls[1].body).toEqual({ mail: 'mia@example.org' });
  });
});

describe('ResetWithTokenPage', () => {
  const routes = [
    { path: '/reset-password/:token', element: <ResetWithTokenPage /> },
    { path: '/reset-password', element: <ResetWithTokenPage /> },
    { path: '/auth', element: <p>Anmeldeseite</p> },
  ];

  it('applies the strength rule and the repeat rule', async () => {
    renderRoutes(routes, { path: '/reset-password/abc' });
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'anders');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(MESSAGES.passwordRule, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
  });

  it('sends the token from the path and returns to the login', async () => {
    const { calls } = mockApi({ 'POST /api/auth/public/reset-password/abc-123': { status: 200 } });
    renderRoutes(routes, { path: '/reset-password/abc-123' });
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'Neu!Sicher9');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Neu!Sicher9');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/public/reset-password/abc-123', body: { password: 'Neu!Sicher9' } });
  });

  it("shows 'Der Link ist ungültig' for a rejected token and for a missing one", async () => {
    mockApi({
      'POST /api/auth/public/reset-password/old': {
        status: 400,
        body: { statusCode: 400, code: 'TOKEN_INVALID', message: MESSAGES.linkInvalid },
      },
    });
    const { unmount } = renderRoutes(routes, { path: '/reset-password/old' });
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'Neu!Sicher9');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Neu!Sicher9');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.linkInvalid })).toBeInTheDocument();
    unmount();

    renderRoutes(routes, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: MESSAGES.linkInvalid })).toBeInTheDocument();
  });
});
