// German strings of the shared components, used by every feature.
export const COMMON_TEXT = {
  loadError: 'Die Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;
