import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';

describe('RichTextView', () => {
  it('renders the stored (server-sanitised) HTML and nothing when empty', () => {
    const { container, rerender } = render(<RichTextView html="<p>Bitte <strong>pünktlich</strong> sein.</p>" />);
    expect(screen.getByText('pünktlich').tagName).toBe('STRONG');
    rerender(<RichTextView html="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RichTextEditor', () => {
  it('loads lazily with a German toolbar and shows the value', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Beschreibung" value="<p>Tagesordnung</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatierung' }, { timeout: 20_000 });
    for (const name of ['Fett', 'Kursiv', 'Unterstrichen', 'Aufzählung', 'Nummerierte Liste', 'Rückgängig']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
    const box = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(box).toHaveTextContent('Tagesordnung');
    expect(onChange).not.toHaveBeenCalled();
  });
});
