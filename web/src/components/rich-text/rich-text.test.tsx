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

describe('RichTextEditor, document variant (wiki chapters)', () => {
  it('adds heading levels, links, tables, and images only with an upload', async () => {
    const { unmount } = render(<RichTextEditor aria-label="Inhalt" variant="document" value="" onUploadImage={vi.fn()} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatierung' }, { timeout: 20_000 });
    for (const name of ['Überschrift 1', 'Überschrift 4', 'Link', 'Tabelle einfügen', 'Bild einfügen', 'Zitat', 'Code']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
    // The table tools appear only inside a table.
    expect(toolbar.querySelector('[aria-label="Zeile löschen"]')).toBeNull();
    unmount();
    render(<RichTextEditor aria-label="Inhalt" variant="document" value="" />);
    const plain = await screen.findByRole('toolbar', { name: 'Formatierung' }, { timeout: 20_000 });
    expect(plain.querySelector('[aria-label="Bild einfügen"]')).toBeNull();
  });

  it('keeps the basic editor as it was: no tables, images or extra heading levels', async () => {
    render(<RichTextEditor aria-label="Beschreibung" value="" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatierung' }, { timeout: 20_000 });
    expect(toolbar.querySelector('[aria-label="Zwischenüberschrift"]')).not.toBeNull();
    for (const name of ['Überschrift 1', 'Tabelle einfügen', 'Bild einfügen', 'Link']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).toBeNull();
    }
  });
});
