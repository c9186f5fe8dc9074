import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Composer } from './composer';
import { MessageText } from './message-text';

const box = () => screen.getByRole('textbox', { name: 'Nachricht' });

describe('Composer', () => {
  it('sends the trimmed text with Enter, keeps Shift+Enter for a new line, and empties itself after sending', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '  Hallo\nzusammen  ' } });
    // Shift+Enter keeps the browser's default (a new line); Enter is taken over (no line break) and sends.
    expect(fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ content: 'Hallo\nzusammen', files: [] }));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('sends nothing empty, and keeps the text when sending fails', async () => {
    const onSend = vi.fn(async () => Promise.reject(new Error('503')));
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: 'Wichtig' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(box()).toHaveValue('Wichtig');
  });

  it('checks files before sending: a program is refused with the SPEC sentence, a PDF is attached', async () => {
    const onSend = vi.fn(async () => undefined);
    const { container } = render(<Composer onSend={onSend} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }),
          new File(['%PDF'], 'Plan.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    expect(await screen.findByTestId('upload-refused')).toHaveTextContent(
      '„setup.exe“: Die Datei ist zu groß oder hat ein falsches Format.',
    );
    expect(screen.getByText('Plan.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ content: '', files: [expect.objectContaining({ name: 'Plan.pdf' })] }));
  });
  it('attaches at most 10 files and says why the 11th is left out', async () => {
    const onSend = vi.fn(async () => undefined);
    const { container } = render(<Composer onSend={onSend} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const files = Array.from({ length: 11 }, (_, i) => new File(['%PDF'], `Datei${i}.pdf`, { type: 'application/pdf' }));
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByTestId('upload-refused')).toHaveTextContent('Datei10.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [sent] = onSend.mock.calls[0] as unknown as [{ files: File[] }];
    expect(sent.files).toHaveLength(10);
  });
});

describe('MessageText', () => {
  it('shows markup as text and makes only web addresses links', () => {
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)> siehe https://sv.de\r\nZeile 2'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> siehe https://sv.de\nZeile 2');
    const link = screen.getByRole('link', { name: 'https://sv.de' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers the chat’s members on "@", inserts the chosen name and sends its id while the name stays in the text', async () => {
    const onSend = vi.fn(async () => undefined);
    const members = [
      { userId: 'u-lea', name: 'Lea Schmidt' },
      { userId: 'u-ben', name: 'Ben Yilmaz' },
    ];
    render(<Composer onSend={onSend} mentionables={members} />);
    fireEvent.change(box(), { target: { value: 'Hallo @sch', selectionStart: 10 } });
    const list = screen.getByRole('listbox', { name: 'Mitglieder erwähnen' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['@Lea Schmidt']);
    // Enter picks from the open list instead of sending.
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box()).toHaveValue('Hallo @Lea Schmidt ');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.change(box(), { target: { value: 'Hallo @Lea Schmidt und @', selectionStart: 24 } });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.mouseDown(screen.getByRole('option', { name: '@Ben Yilmaz' }));
    expect(box()).toHaveValue('Hallo @Lea Schmidt und @Ben Yilmaz ');
    // A name deleted from the text is no longer mentioned.
    fireEvent.change(box(), { target: { value: 'Hallo @Lea Schmidt', selectionStart: 18 } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ content: 'Hallo @Lea Schmidt', files: [], mentions: ['u-lea'] }));
  });
});
