// What the sortable list says on its handles, buttons and to screen readers (dnd-kit's own words are English).
export const SORTABLE_TEXT = {
  drag: (title: string) => `${title} verschieben`,
  edit: (title: string) => `${title} bearbeiten`,
  remove: (title: string) => `${title} entfernen`,
  pickedUp: (title: string, position: number, count: number) => `${title} aufgenommen, Stelle ${position} von ${count}.`,
  over: (title: string, position: number, count: number) => `${title} über Stelle ${position} von ${count}.`,
  moved: (title: string, position: number, count: number) => `${title} an Stelle ${position} von ${count} verschoben.`,
  cancelled: (title: string) => `Verschieben abgebrochen. ${title} bleibt an seiner Stelle.`,
} as const;
