import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { NotificationForm, remainingCharacters } from './notification-form';

describe('NotificationForm', () => {
  it('counts the characters left without showing the limit', async () => {
    mockApi({});
    renderScreen(<NotificationForm tenantId="group-1" />, { state: loggedInState(makeUser()) });
    expect(screen.getByTestId('remaining')).toHaveTextContent('Noch 500 Zeichen übrig');
    await userEvent.type(screen.getByLabelText('Benachrichtigung an die Gruppe senden'), 'Hallo');
    expect(screen.getByTestId('remaining')).toHaveTextContent('Noch 495 Zeichen übrig');
    expect(screen.queryByText(/500/)).not.toBeInTheDocument();
    expect(remainingCharacters('x'.repeat(499))).toBe(1);
  });

  it('requires a message and sends the trimmed text', async () => {
    const { calls } = mockApi({ 'POST /api/tenant/tenant/group-1/notification': { status: 201, body: { _id: 'n1' } } });
    renderScreen(<NotificationForm tenantId="group-1" />, { state: loggedInState(makeUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bitte gib eine Nachricht ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Benachrichtigung an die Gruppe senden'), { target: { value: '  Sitzung um 14 Uhr  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ content: 'Sitzung um 14 Uhr' }));
  });
});
