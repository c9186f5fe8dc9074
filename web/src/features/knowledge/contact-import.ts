import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  validateContact,
  type ContactField,
  type ContactImportPreview,
  type ContactImportRow,
  type ContactInput,
  type ContactRowError,
} from '#shared/contacts';

// The import preview's state (issue 16 §3: "import with a preview of the rows and their errors before anything
// is saved"). The server parses the file (dryRun); here the user may correct a row or drop it. Unchanged, the
// file itself is imported (the server decides again, all or nothing); changed, the corrected rows go to
// POST .../contact/bulk, also all or nothing.

export interface PreviewRow extends ContactImportRow {
  /** Corrected in the preview: the file no longer says what will be saved. */
  edited: boolean;
}

export interface PreviewState {
  rows: PreviewRow[];
  /** A row was corrected or dropped. */
  changed: boolean;
}

export function previewState(preview: ContactImportPreview): PreviewState {
  return { rows: preview.rows.map((row) => ({ ...row, edited: false })), changed: false };
}

/** The row as corrected in the preview, checked again with the shared validation. */
export function fixRow(state: PreviewState, row: number, contact: ContactInput): PreviewState {
  return {
    changed: true,
    rows: state.rows.map((r) => (r.row === row ? { row, contact, errors: validateContact(contact), edited: true } : r)),
  };
}

export function removeRow(state: PreviewState, row: number): PreviewState {
  return { changed: true, rows: state.rows.filter((r) => r.row !== row) };
}

export const rowsWithErrors = (state: PreviewState) => state.rows.filter((r) => r.errors.length > 0).length;

export type ImportPlan = { kind: 'file' } | { kind: 'bulk'; contacts: ContactInput[]; rowOf: number[] };

/** How the preview is saved: the file as it is, or the corrected rows (their preview row numbers in `rowOf`). */
export function importPlan(state: PreviewState): ImportPlan {
  if (!state.changed) return { kind: 'file' };
  return { kind: 'bulk', contacts: state.rows.map((r) => r.contact), rowOf: state.rows.map((r) => r.row) };
}

const ROW_FIELD = /^rows\.(\d+)(?:\.(\w+))?$/;

/**
 * Puts a refused save's row errors (`details: [{ field: 'rows.{n}.{field}', message: 'Zeile {n}: …' }]`, n from 1
 * in the order sent) back onto the preview rows; `rowOf` turns a sent position into the preview's row number.
 * Returns the state unchanged when no detail names a row.
 */
export function withServerErrors(
  state: PreviewState,
  details: readonly { field: string; message: string }[],
  rowOf?: readonly number[],
): PreviewState {
  const byRow = new Map<number, ContactRowError[]>();
  for (const detail of details) {
    const match = ROW_FIELD.exec(detail.field);
    if (!match) continue;
    const sent = Number(match[1]);
    const row = rowOf ? rowOf[sent - 1] : sent;
    if (row === undefined) continue;
    const field = CONTACT_FIELDS.includes(match[2] as ContactField) ? (match[2] as ContactField) : null;
    const message = detail.message.replace(CONTACT_MESSAGES.rowPrefix(sent), '');
    byRow.set(row, [...(byRow.get(row) ?? []), { field, message }]);
  }
  if (byRow.size === 0) return state;
  return { ...state, rows: state.rows.map((r) => (byRow.has(r.row) ? { ...r, errors: byRow.get(r.row) ?? [] } : r)) };
}
