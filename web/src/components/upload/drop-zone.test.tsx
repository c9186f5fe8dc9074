import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#shared/files';
import { DropZone } from './drop-zone';
import { MaterialsList } from './materials-list';

const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('DropZone', () => {
  it('refuses a file that is too large or of a wrong type before uploading, and keeps the good ones', async () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone onFiles={onFiles} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.pdf');
    fireEvent.change(input, {
      target: {
        files: [
          fileOf('Plan.pdf', 'application/pdf'),
          fileOf('setup.exe', 'application/x-msdownload'),
          fileOf('Video.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1),
        ],
      },
    });
    const refused = await screen.findByTestId('upload-refused');
    expect(refused).toHaveTextContent('„setup.exe“: Die Datei ist zu groß oder hat ein falsches Format.');
    expect(refused).toHaveTextContent('„Video.pdf“: Die Datei ist zu groß oder hat ein falsches Format.');
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0][0].map((f: File) => f.name)).toEqual(['Plan.pdf']);
  });

  it('sends nothing at all when every file is refused', async () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone onFiles={onFiles} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('logo.svg', 'image/svg+xml')] } });
    expect(await screen.findByTestId('upload-refused')).toHaveTextContent('„logo.svg“');
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('MaterialsList', () => {
  it('links each material to its download and names the remove buttons', () => {
    const onRemove = vi.fn();
    render(
      <MaterialsList materials={[{ _id: 'm1', name: 'Protokoll.pdf', size: 2048, mimeType: 'application/pdf' }]} onRemove={onRemove} />,
    );
    expect(screen.getByRole('link', { name: 'Protokoll.pdf herunterladen' })).toHaveAttribute('href', '/api/files/m1');
    expect(screen.getByText('(2 KB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Protokoll.pdf entfernen' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ _id: 'm1' }));
  });
});
