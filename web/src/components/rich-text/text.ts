// German strings of the rich-text pieces.
export const RICH_TEXT_TEXT = {
  toolbar: 'Formatierung',
  bold: 'Fett',
  italic: 'Kursiv',
  underline: 'Unterstrichen',
  strike: 'Durchgestrichen',
  heading: 'Zwischenüberschrift',
  bulletList: 'Aufzählung',
  orderedList: 'Nummerierte Liste',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  loading: 'Editor wird geladen …',
} as const;
