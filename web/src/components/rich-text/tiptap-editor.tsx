import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { theme } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { DocumentTools } from './document-tools';
import { RICH_TEXT_TEXT as T } from './text';
import { BASIC_EXTENSIONS, DOCUMENT_EXTENSIONS } from './tiptap-extensions';
import { Glyph, Tool } from './tool-button';
import type { ImageUpload, RichTextEditorProps } from './types';
import './rich-text.css';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

type Chain = ReturnType<Editor['chain']>;

// The formats a button switches on and off; each shows whether the selection already has it.
interface Format {
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  toggle: (chain: Chain) => Chain;
}

const FORMATS: Format[] = [
  { label: T.bold, icon: <BoldOutlined />, isActive: (e) => e.isActive('bold'), toggle: (c) => c.toggleBold() },
  { label: T.italic, icon: <ItalicOutlined />, isActive: (e) => e.isActive('italic'), toggle: (c) => c.toggleItalic() },
  { label: T.underline, icon: <UnderlineOutlined />, isActive: (e) => e.isActive('underline'), toggle: (c) => c.toggleUnderline() },
  { label: T.strike, icon: <StrikethroughOutlined />, isActive: (e) => e.isActive('strike'), toggle: (c) => c.toggleStrike() },
];

// The basic editor's one heading level (h3); the document editor has its four in DocumentTools.
const SUBHEADING: Format = {
  label: T.heading,
  icon: <FontSizeOutlined />,
  isActive: (e) => e.isActive('heading', { level: 3 }),
  toggle: (c) => c.toggleHeading({ level: 3 }),
};

const LISTS: Format[] = [
  { label: T.bulletList, icon: <UnorderedListOutlined />, isActive: (e) => e.isActive('bulletList'), toggle: (c) => c.toggleBulletList() },
  { label: T.orderedList, icon: <OrderedListOutlined />, isActive: (e) => e.isActive('orderedList'), toggle: (c) => c.toggleOrderedList() },
];

const DOCUMENT_FORMATS: Format[] = [
  { label: T.quote, icon: <Glyph>„“</Glyph>, isActive: (e) => e.isActive('blockquote'), toggle: (c) => c.toggleBlockquote() },
  { label: T.code, icon: <CodeOutlined />, isActive: (e) => e.isActive('code'), toggle: (c) => c.toggleCode() },
];

interface ToolbarProps {
  editor: Editor;
  disabled?: boolean;
  isDocument: boolean;
  onUploadImage?: ImageUpload;
}

function Toolbar({ editor, disabled, isDocument, onUploadImage }: ToolbarProps) {
  const formats = isDocument ? [...FORMATS, ...LISTS, ...DOCUMENT_FORMATS] : [...FORMATS, SUBHEADING, ...LISTS];
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: formats.map((format) => format.isActive(e)),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={T.toolbar} className="rich-text-toolbar">
      {formats.map((format, index) => (
        <Tool
          key={format.label}
          label={format.label}
          icon={format.icon}
          active={state.active[index]}
          disabled={disabled}
          onClick={() => format.toggle(run()).run()}
        />
      ))}
      {isDocument && <DocumentTools editor={editor} disabled={disabled} onUploadImage={onUploadImage} />}
      <Tool label={T.undo} icon={<UndoOutlined />} disabled={disabled || !state.canUndo} onClick={() => run().undo().run()} />
      <Tool label={T.redo} icon={<RedoOutlined />} disabled={disabled || !state.canRedo} onClick={() => run().redo().run()} />
    </div>
  );
}

/** The TipTap editor behind RichTextEditor; its own chunk, loaded when a form first shows it. */
export default function TiptapEditor(props: RichTextEditorProps) {
  const { value = '', onChange, id, 'aria-label': ariaLabel, disabled, variant = 'basic', onUploadImage } = props;
  const isDocument = variant === 'document';
  const { token } = theme.useToken();
  // The last HTML this editor reported, so that the form echoing it back does not reset the cursor.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: isDocument ? DOCUMENT_EXTENSIONS : BASIC_EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html === reported.current) return;
      reported.current = html;
      onChange?.(html);
    },
  });

  // A value set from outside (a reset form, another entry) replaces the content.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const style = { '--plenum-input-border': token.colorBorder } as CSSProperties;
  return (
    <div className="rich-text-editor" style={style} data-testid="rich-text-editor">
      <Toolbar editor={editor} disabled={disabled} isDocument={isDocument} onUploadImage={onUploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}
