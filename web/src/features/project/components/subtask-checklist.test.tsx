import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SubtaskChecklist } from './subtask-checklist';

const subtasks = [
  { title: 'Angebote einholen', done: false },
  { title: 'Zelte abholen', done: true },
];

describe('SubtaskChecklist', () => {
  it('saves a tick at once and shows it while saving; a refused save shows the stored state again', async () => {
    let settle: (ok: boolean) => void = () => undefined;
    const onSave = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
    render(<SubtaskChecklist subtasks={subtasks} onSave={onSave} readOnly={false} />);
    const box = screen.getByRole('checkbox', { name: 'Angebote einholen' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(onSave).toHaveBeenCalledWith([
      { title: 'Angebote einholen', done: true },
      { title: 'Zelte abholen', done: true },
    ]);
    expect(box.checked).toBe(true);
    settle(false);
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it('adds a subtask by Enter and removes one by its named button', async () => {
    const onSave = vi.fn(async () => true);
    render(<SubtaskChecklist subtasks={subtasks} onSave={onSave} readOnly={false} />);
    fireEvent.change(screen.getByLabelText('Neue Teilaufgabe'), { target: { value: '  Bänke  ' } });
    fireEvent.keyDown(screen.getByLabelText('Neue Teilaufgabe'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([...subtasks, { title: 'Bänke', done: false }]));
    await waitFor(() => expect((screen.getByLabelText('Neue Teilaufgabe') as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Zelte abholen entfernen' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith([subtasks[0]]));
  });

  it('is read-only without the right to edit: no input, no remove, boxes disabled', () => {
    render(<SubtaskChecklist subtasks={subtasks} onSave={vi.fn()} readOnly />);
    expect(screen.queryByLabelText('Neue Teilaufgabe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zelte abholen entfernen' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Angebote einholen' }) as HTMLInputElement).disabled).toBe(true);
  });
});
