import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { ImageChange } from '../profile-body';
import { ImageField } from './image-field';

function Harness({ current, onChange }: { current: string | null; onChange: (value: ImageChange) => void }) {
  const [value, setValue] = useState<ImageChange>(undefined);
  return (
    <ImageField
      value={value}
      current={current}
      label="Profilbild"
      shape="avatar"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImageField', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the stored image and turns the remove button into a removal', () => {
    const onChange = vi.fn();
    render(<Harness current="/api/files/a1" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Vorschau: Profilbild' })).toHaveAttribute('src', '/api/files/a1');
    fireEvent.click(screen.getByRole('button', { name: 'Profilbild entfernen' }));
    expect(onChange).toHaveBeenCalledWith('remove');
    expect(screen.getByText('Kein Bild.')).toBeInTheDocument();
  });

  it('previews a picked PNG and refuses a PDF, which is no image', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness current={null} onChange={onChange} />);
    expect(screen.getByText('PNG, JPEG, WebP oder GIF (das erste Bild); höchstens 5 MB.')).toBeInTheDocument();
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'plakat.pdf', { type: 'application/pdf' });
    fireEvent.change(input(container), { target: { files: [pdf] } });
    expect(await screen.findByTestId('upload-refused')).toHaveTextContent('„plakat.pdf“: ');
    expect(onChange).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input(container), { target: { files: [png] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ file: png }));
    expect(screen.getByRole('img', { name: 'Vorschau: Profilbild' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByTestId('upload-refused')).not.toBeInTheDocument();
  });
});
