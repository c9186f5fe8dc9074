import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { ReactElement } from 'react';
import { ConfirmAction, useConfirm } from './confirm-action';

const renderUi = (ui: ReactElement) =>
  render(
    <ConfigProvider locale={deDE} theme={{ token: { motion: false } }}>
      {ui}
    </ConfigProvider>,
  );

describe('ConfirmAction', () => {
  it('asks with a specific question and acts only on its button', async () => {
    const onConfirm = vi.fn();
    renderUi(
      <ConfirmAction title="Lea Schmidt aus der SV Goethe-Gymnasium entfernen?" confirmText="Entfernen" onConfirm={onConfirm}>
        <Button>Lea entfernen</Button>
      </ConfirmAction>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lea entfernen' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveTextContent('Lea Schmidt aus der SV Goethe-Gymnasium entfernen?');
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Lea entfernen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("falls back to the SPEC's default dialog for plain entries", async () => {
    renderUi(
      <ConfirmAction onConfirm={vi.fn()}>
        <Button>Weg damit</Button>
      </ConfirmAction>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Weg damit' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Eintrag löschen');
    expect(dialog).toHaveTextContent('Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?');
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });
});

describe('useConfirm', () => {
  it('keeps the dialog open while the action runs and closes it after a failure too', async () => {
    let finish: (value?: unknown) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise((_resolve, reject) => (finish = reject)));
    function Screen() {
      const confirm = useConfirm();
      return (
        <>
          <Button onClick={() => confirm.ask({ title: 'Gruppe verlassen?', confirmText: 'Verlassen', onConfirm })}>Verlassen…</Button>
          {confirm.dialog}
        </>
      );
    }
    renderUi(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Verlassen…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verlassen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish(new Error('409'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
