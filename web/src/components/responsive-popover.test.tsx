import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { ResponsivePopover } from './responsive-popover';

function phone(matches: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

const renderPanel = (onOpenChange = vi.fn()) =>
  render(
    <MemoryRouter>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ResponsivePopover title="Benachrichtigungen" content={<p>Sitzung heute</p>} onOpenChange={onOpenChange}>
          <Button aria-label="Glocke" />
        </ResponsivePopover>
      </ConfigProvider>
    </MemoryRouter>,
  );

describe('ResponsivePopover', () => {
  afterEach(() => phone(false));

  it('opens an anchored popover on wide screens', async () => {
    const onOpenChange = vi.fn();
    renderPanel(onOpenChange);
    await userEvent.click(screen.getByRole('button', { name: 'Glocke' }));
    expect(await screen.findByText('Sitzung heute')).toBeInTheDocument();
    expect(document.querySelector('.ant-popover')).not.toBeNull();
    expect(document.querySelector('.ant-drawer')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('opens a full-width drawer below 48em and closes it again', async () => {
    phone(true);
    const onOpenChange = vi.fn();
    renderPanel(onOpenChange);
    await userEvent.click(screen.getByRole('button', { name: 'Glocke' }));
    expect(await screen.findByText('Sitzung heute')).toBeInTheDocument();
    expect(document.querySelector('.ant-popover')).toBeNull();
    expect(screen.getByRole('dialog')).toHaveTextContent('Benachrichtigungen');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(document.querySelector<HTMLElement>('.ant-drawer-close')!);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByText('Sitzung heute')).not.toBeInTheDocument());
  });
});
