import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, type ContactImportPreview } from '#shared/contacts';
import { previewState } from '../contact-import';
import { ContactImportPreviewTable } from './contact-import-preview';

const preview: ContactImportPreview = {
  format: 'csv',
  validCount: 1,
  errorCount: 1,
  ignoredColumns: ['Geburtstag'],
  rows: [
    {
      row: 1,
      contact: { title: 'Dr.', firstName: 'Anna', lastName: 'Müller', mail: 'anna@example.de', zip: '50667', city: 'Köln' },
      errors: [],
    },
    { row: 2, contact: { lastName: 'Weiß', zip: '123' }, errors: [{ field: 'zip', message: CONTACT_MESSAGES.zipInvalid }] },
  ],
};

describe('ContactImportPreviewTable', () => {
  it('names each bad row with its field and message and offers to correct or drop it', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    render(<ContactImportPreviewTable preview={preview} state={previewState(preview)} onEdit={onEdit} onRemove={onRemove} />);
    expect(screen.getByText('1 Kontakt bereit, 1 Zeile mit Fehlern.')).toBeInTheDocument();
    expect(screen.getByText('Nicht erkannte Spalten werden ignoriert: Geburtstag')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Dr. Anna Müller')).toBeInTheDocument();
    expect(within(rows[0]).getByText('anna@example.de · 50667 Köln')).toBeInTheDocument();
    expect(within(rows[0]).getByText('In Ordnung')).toBeInTheDocument();
    expect(within(rows[1]).getByText('PLZ: Bitte gib eine gültige Postleitzahl ein.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Nur Zeilen mit Fehlern zeigen' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Zeile 2 bearbeiten' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ row: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Zeile 2 entfernen' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ row: 2 }));
  });
});
