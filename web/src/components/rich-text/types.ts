// The editor's props, apart from the lazily loaded editor so that its pieces import them without a circle.
/** Uploads an image into the edited object's materials and answers where it is served, or null when it failed. */
export type ImageUpload = (file: File) => Promise<{ src: string; alt: string } | null>;

export interface RichTextEditorProps {
  /** HTML; '' when empty. Set by Form.Item. */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by Form.Item; lands on the editable area. */
  id?: string;
  /** The field's name for screen readers (the editable area is not a native input a label can point at). */
  'aria-label': string;
  disabled?: boolean;
  /**
   * 'document' (wiki chapters) adds four heading levels, links, tables and code; only for fields whose
   * sanitiser profile keeps them. Default 'basic'.
   */
  variant?: 'basic' | 'document';
  /** With the document variant: offers 'Bild einfügen', which uploads through this and inserts the image. */
  onUploadImage?: ImageUpload;
}
