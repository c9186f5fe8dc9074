import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { ReactElement } from 'react';
import { AppModal, DeleteModal } from './app-modal';

const renderModal = (ui: ReactElement) =>
  render(
    <ConfigProvider locale={deDE} theme={{ token: { motion: false } }}>
      {ui}
    </ConfigProvider>,
  );

const footerButtons = () =>
  within(document.querySelector<HTMLElement>('.ant-modal-footer')!)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('AppModal', () => {
  it('DEFAULT offers Abbrechen and Speichern and reports each', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderModal(
      <AppModal open title="Termin bearbeiten" onClose={onClose} onConfirm={onConfirm}>
        Inhalt
      </AppModal>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Termin bearbeiten');
    expect(footerButtons()).toEqual(['Abbrechen', 'Speichern']);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('CONFIRM offers Abbrechen and a red Löschen', async () => {
    const onConfirm = vi.fn();
    renderModal(<AppModal open variant="CONFIRM" title="Wirklich?" onClose={vi.fn()} onConfirm={onConfirm} />);
    expect(footerButtons()).toEqual(['Abbrechen', 'Löschen']);
    const remove = screen.getByRole('button', { name: 'Löschen' });
    expect(remove).toHaveClass('ant-btn-dangerous');
    await userEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ALERT offers only Schließen', async () => {
    const onClose = vi.fn();
    renderModal(<AppModal open variant="ALERT" title="Hinweis" onClose={onClose} />);
    expect(footerButtons()).toEqual(['Schließen']);
    await userEvent.click(within(document.querySelector<HTMLElement>('.ant-modal-footer')!).getByRole('button'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderModal(<AppModal open title="Hinweis" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog while saving: the confirm button shows loading and Abbrechen is disabled', () => {
    renderModal(<AppModal open title="Speichern" onClose={vi.fn()} onConfirm={vi.fn()} confirmLoading />);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Speichern/ })).toHaveClass('ant-btn-loading');
  });
});

describe('DeleteModal', () => {
  it('uses the default delete texts', () => {
    renderModal(<DeleteModal open onClose={vi.fn()} onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Eintrag löschen');
    expect(dialog).toHaveTextContent('Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?');
    expect(footerButtons()).toEqual(['Abbrechen', 'Löschen']);
  });

  it('lets a feature say more specifically what goes', () => {
    renderModal(<DeleteModal open onClose={vi.fn()} onConfirm={vi.fn()} title="Umfrage löschen" text="Alle Ergebnisse gehen verloren." />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Umfrage löschen');
    expect(screen.getByRole('dialog')).toHaveTextContent('Alle Ergebnisse gehen verloren.');
  });
});
