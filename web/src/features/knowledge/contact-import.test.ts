import { CONTACT_MESSAGES, type ContactImportPreview } from '#shared/contacts';
import { fixRow, importPlan, previewState, removeRow, rowsWithErrors, withServerErrors } from './contact-import';

const preview: ContactImportPreview = {
  format: 'csv',
  validCount: 2,
  errorCount: 1,
  ignoredColumns: [],
  rows: [
    { row: 1, contact: { firstName: 'Anna', lastName: 'Müller', city: 'Köln' }, errors: [] },
    {
      row: 2,
      contact: { firstName: 'Jörg', lastName: 'Weiß', zip: '123' },
      errors: [{ field: 'zip', message: CONTACT_MESSAGES.zipInvalid }],
    },
    { row: 3, contact: { lastName: 'Schäfer', mail: 'schaefer@example.de' }, errors: [] },
  ],
};

describe('contact import preview', () => {
  it('imports the file itself while nothing was changed', () => {
    const state = previewState(preview);
    expect(rowsWithErrors(state)).toBe(1);
    expect(importPlan(state)).toEqual({ kind: 'file' });
  });

  it('checks a corrected row again and then sends the corrected rows', () => {
    let state = fixRow(previewState(preview), 2, { firstName: 'Jörg', lastName: 'Weiß', zip: '12' });
    expect(state.rows[1].errors).toEqual([{ field: 'zip', message: CONTACT_MESSAGES.zipInvalid }]);
    state = fixRow(state, 2, { firstName: 'Jörg', lastName: 'Weiß', zip: '12345' });
    expect(rowsWithErrors(state)).toBe(0);
    expect(state.rows[1]).toMatchObject({ row: 2, edited: true, errors: [] });
    const plan = importPlan(state);
    expect(plan).toEqual({ kind: 'bulk', contacts: state.rows.map((r) => r.contact), rowOf: [1, 2, 3] });
  });

  it('drops a row and keeps the others’ numbers from the file', () => {
    const state = removeRow(previewState(preview), 2);
    expect(state.rows.map((r) => r.row)).toEqual([1, 3]);
    expect(rowsWithErrors(state)).toBe(0);
    expect(importPlan(state)).toMatchObject({ kind: 'bulk', rowOf: [1, 3] });
  });

  it('puts a refused save’s row errors back on the preview rows they came from', () => {
    const state = removeRow(previewState(preview), 2);
    const plan = importPlan(state);
    if (plan.kind !== 'bulk') throw new Error('expected bulk');
    // The second contact sent is the file's row 3.
    const back = withServerErrors(state, [{ field: 'rows.2.mail', message: 'Zeile 2: Die E-Mail-Adresse ist nicht gültig.' }], plan.rowOf);
    expect(back.rows.find((r) => r.row === 3)?.errors).toEqual([{ field: 'mail', message: 'Die E-Mail-Adresse ist nicht gültig.' }]);
    expect(back.rows.find((r) => r.row === 1)?.errors).toEqual([]);
  });

  it('maps the file import’s row numbers directly and ignores details that name no row', () => {
    const state = previewState(preview);
    const back = withServerErrors(state, [
      { field: 'rows.1', message: 'Zeile 1: Die vCard-Datei konnte nicht gelesen werden.' },
      { field: 'file', message: 'Bitte wähle eine Datei aus.' },
    ]);
    expect(back.rows[0].errors).toEqual([{ field: null, message: 'Die vCard-Datei konnte nicht gelesen werden.' }]);
    expect(withServerErrors(state, [{ field: 'file', message: 'x' }])).toBe(state);
  });
});
