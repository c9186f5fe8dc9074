// German strings of the shared components, used by every feature.
export const COMMON_TEXT = {
  loadError: 'Die Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;

/** A select's clear button: antd names it 'Clear' unless told otherwise. */
export const CLEAR_SELECTION = { label: 'Auswahl leeren' } as const;
