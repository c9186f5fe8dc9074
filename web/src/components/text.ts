// German strings of the shared components, used by every feature.
export const COMMON_TEXT = {
  loadError: 'Die Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;

/** A select's clear button: antd names it 'Clear' unless told otherwise. */
export const CLEAR_SELECTION = { label: 'Auswahl leeren' } as const;

/** The inline answer of a copy button: it stands beside the button, so no toast repeats it (issue 28 §7). */
export const COPY_TEXT = { copied: 'Kopiert.' } as const;
