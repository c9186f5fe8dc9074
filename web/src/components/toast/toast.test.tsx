import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import { toast, TOAST_TITLES, toastQueue } from '../../lib/toast/toast';
import { ToastQueue } from '../../lib/toast/toast-queue';
import { themeFor } from '../theme';
import { ToastHost } from './toast-host';

// Without the enter/leave animation (jsdom fires no transition events); its 250 ms are checked below.
const testTheme = { ...themeFor('light'), token: { ...themeFor('light').token, motion: false } };

function renderHost() {
  return render(
    <ConfigProvider locale={deDE} theme={testTheme}>
      <ToastHost />
    </ConfigProvider>,
  );
}

const notices = () => document.querySelectorAll('.ant-notification-notice');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
  });

  it('shows one toast at a time: the newest replaces the shown one (issue 28 §7)', async () => {
    renderHost();
    act(() => {
      for (let i = 1; i <= 3; i += 1) toast.info(`Meldung ${i}`);
    });
    await advance(300);
    expect(notices()).toHaveLength(1);
    expect(screen.getByText('Meldung 3')).toBeInTheDocument();
    expect(screen.queryByText('Meldung 1')).not.toBeInTheDocument();
    expect(toastQueue.counts).toEqual({ visible: 1, waiting: 0 });
  });

  it('keeps a displaced loading toast and shows it again when its successor closes', async () => {
    renderHost();
    act(() => void toast.loading('Export läuft'));
    act(() => void toast.error('Etwas anderes schlug fehl'));
    await advance(300);
    expect(notices()).toHaveLength(1);
    expect(toastQueue.counts).toEqual({ visible: 1, waiting: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await advance(300);
    expect(screen.getByText('Export läuft')).toBeInTheDocument();
    expect(notices()).toHaveLength(1);
  });

  it('closes after 4 seconds, not earlier', async () => {
    renderHost();
    act(() => void toast.success('Gespeichert'));
    await advance(3900);
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
    await advance(400);
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
    expect(toastQueue.counts.visible).toBe(0);
  });

  it('pauses the timer while the pointer is on the toast', async () => {
    renderHost();
    act(() => void toast.warning('Bitte prüfen'));
    await advance(1000);
    const notice = screen.getByText('Bitte prüfen').closest('.ant-notification-notice')!;
    fireEvent.mouseEnter(notice);
    await advance(10_000);
    expect(screen.getByText('Bitte prüfen')).toBeInTheDocument();
    fireEvent.mouseLeave(notice);
    await advance(2900);
    expect(screen.getByText('Bitte prüfen')).toBeInTheDocument();
    await advance(400);
    expect(screen.queryByText('Bitte prüfen')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is turned into a result, which then closes as usual', async () => {
    renderHost();
    let handle!: ReturnType<typeof toast.loading>;
    act(() => {
      handle = toast.loading('Wird gespeichert …');
    });
    await advance(60_000);
    expect(screen.getByText(TOAST_TITLES.loading)).toBeInTheDocument();
    act(() => handle.update('success', 'Fertig'));
    await advance(10);
    expect(screen.getByText('Erfolg')).toBeInTheDocument();
    expect(screen.queryByText('Ladevorgang')).not.toBeInTheDocument();
    await advance(4300);
    expect(screen.queryByText('Fertig')).not.toBeInTheDocument();
  });

  it('titles each kind in German, bottom-right, 440 px wide with at most 200 px height', async () => {
    renderHost();
    const kinds = [
      ['error', 'Fehler'],
      ['warning', 'Warnung'],
      ['info', 'Info'],
      ['success', 'Erfolg'],
      ['loading', 'Ladevorgang'],
    ] as const;
    for (const [kind, title] of kinds) {
      act(() => void toast.show(kind, kind));
      await advance(300);
      expect(screen.getByText(title)).toBeInTheDocument();
      const role = kind === 'error' ? 'alert' : 'status';
      expect(screen.getByText(title).closest('.ant-notification-notice')).toHaveAttribute('role', role);
    }
    act(() => void toast.error('e'));
    await advance(300);
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
    const notice = screen.getByText('Fehler').closest<HTMLElement>('.ant-notification-notice')!;
    expect(notice.style.width).toBe('440px');
    expect(notice.style.maxHeight).toBe('200px');
    expect(themeFor('light').components?.Notification).toMatchObject({ width: 440, motionDurationMid: '0.25s' });
  });

  it('waits for the renderer: toasts raised before it mounts are shown once it does', async () => {
    act(() => void toast.info('Früh'));
    renderHost();
    await advance(10);
    expect(screen.getByText('Früh')).toBeInTheDocument();
  });
});

describe('ToastQueue', () => {
  const item = (id: string) => ({ id, kind: 'info' as const, title: 'Info', position: 'bottomRight' as const, autoClose: true });

  it('lets the newest displace the oldest beyond the limit; only a toast that never closes by itself waits', () => {
    const queue = new ToastQueue(2);
    const events: string[] = [];
    queue.subscribe((event) => events.push(event.type === 'open' ? `open ${event.item.id}` : `close ${event.id}`));
    queue.push({ ...item('a'), autoClose: false });
    ['b', 'c', 'd'].forEach((id) => queue.push(item(id)));
    expect(events).toEqual(['open a', 'open b', 'close a', 'open c', 'close b', 'open d']);
    expect(queue.counts).toEqual({ visible: 2, waiting: 1 });
    queue.remove('c');
    expect(events.slice(-2)).toEqual(['close c', 'open a']);
  });
});
