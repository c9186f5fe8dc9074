// German strings of the shared upload pieces.
export const UPLOAD_TEXT = {
  drop: 'Dateien hierher ziehen oder klicken, um sie auszuwählen',
  materialHint: 'Bilder, PDF, Office-Dokumente, Text und CSV; höchstens 5 MB je Datei.',
  imageHint: 'PNG, JPEG, WebP oder GIF; höchstens 5 MB.',
  refused: (name: string, message: string) => `„${name}“: ${message}`,
  download: (name: string) => `${name} herunterladen`,
  remove: (name: string) => `${name} entfernen`,
  newFile: 'neu, wird beim Speichern hochgeladen',
  none: 'Keine Materialien.',
} as const;
