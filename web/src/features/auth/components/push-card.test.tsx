import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { PUSH_TEXT } from '../push-text';
import { PushCard } from './push-card';

/** A browser with push, whose person answers the permission prompt with `permission`. */
function pushCapableBrowser(permission: NotificationPermission) {
  const register = vi.fn();
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn().mockResolvedValue(permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration: vi.fn().mockResolvedValue(undefined), ready: new Promise(() => undefined) },
  });
  return { register };
}

describe('PushCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('explains how to install without a prompt, and says so when the browser has no push', () => {
    renderScreen(<PushCard />, { state: loggedInState(makeUser()), path: '/user' });
    expect(screen.getByText(PUSH_TEXT.installTitle)).toBeInTheDocument();
    expect(screen.getByText(PUSH_TEXT.installIos)).toBeInTheDocument();
    expect(screen.getByText(PUSH_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('tells in German that the browser blocked notifications, and subscribes nothing', async () => {
    const { calls } = mockApi({ 'GET /api/tenant/user/push-key': { status: 200, body: { publicKey: 'BA' } } });
    const { register } = pushCapableBrowser('denied');
    const error = vi.spyOn(toast, 'error');
    renderScreen(<PushCard />, { state: loggedInState(makeUser()), path: '/user' });
    const toggle = screen.getByRole('switch', { name: PUSH_TEXT.switchLabel });
    await userEvent.click(toggle);
    await waitFor(() => expect(error).toHaveBeenCalledWith(PUSH_TEXT.permissionDenied));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(register).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
