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

  it('previews a picked PNG and refuses a GIF, which profiles do not take', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness current={null} onChange={onChange} />);
    expect(screen.getByText('PNG, JPEG oder WebP; höchstens 5 MB.')).toBeInTheDocument();
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'bild.gif', { type: 'image/gif' });
    fireEvent.change(input(container), { target: { files: [gif] } });
    expect(await screen.findByTestId('image-refused')).toHaveTextContent('„bild.gif“: ');
    expect(onChange).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input(container), { target: { files: [png] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ file: png }));
    expect(screen.getByRole('img', { name: 'Vorschau: Profilbild' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByTestId('image-refused')).not.toBeInTheDocument();
  });
});
