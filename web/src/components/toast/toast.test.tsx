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

  it('shows at most 5 at once and lets a waiting one in when one closes', async () => {
    renderHost();
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast.info(`Meldung ${i}`);
    });
    await advance(10);
    expect(notices()).toHaveLength(5);
    expect(screen.queryByText('Meldung 6')).not.toBeInTheDocument();
    expect(toastQueue.counts).toEqual({ visible: 5, waiting: 2 });

    fireEvent.click(screen.getAllByRole('button', { name: 'Schließen' })[0]);
    await advance(300);
    expect(screen.queryByText('Meldung 1')).not.toBeInTheDocument();
    expect(screen.getByText('Meldung 6')).toBeInTheDocument();
    expect(notices()).toHaveLength(5);
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
    act(() => {
      toast.error('e');
      toast.warning('w');
      toast.info('i');
      toast.success('s');
      toast.loading('l');
    });
    await advance(10);
    for (const title of ['Fehler', 'Warnung', 'Info', 'Erfolg', 'Ladevorgang']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
    const notice = screen.getByText('Fehler').closest<HTMLElement>('.ant-notification-notice')!;
    expect(notice.style.width).toBe('440px');
    expect(notice.style.maxHeight).toBe('200px');
    expect(themeFor('light').components?.Notification).toMatchObject({ width: 440, motionDurationMid: '0.25s' });
    expect(notice).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Erfolg').closest('.ant-notification-notice')).toHaveAttribute('role', 'status');
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

  it('queues beyond the limit in arrival order and removes waiting toasts silently', () => {
    const queue = new ToastQueue(2);
    const events: string[] = [];
    queue.subscribe((event) => events.push(event.type === 'open' ? `open ${event.item.id}` : `close ${event.id}`));
    ['a', 'b', 'c', 'd'].forEach((id) => queue.push(item(id)));
    queue.remove('c');
    queue.remove('a');
    expect(events).toEqual(['open a', 'open b', 'close a', 'open d']);
    expect(queue.counts).toEqual({ visible: 2, waiting: 0 });
  });
});
