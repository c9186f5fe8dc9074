import {
  BoldOutlined,
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
import StarterKit from '@tiptap/starter-kit';
import { Button, theme, Tooltip } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import { RICH_TEXT_TEXT as T } from './text';
import './rich-text.css';

// Only what the server's sanitiser keeps (common/validation/rich-text.ts): paragraphs, h2/h3, bold, italic,
// underline, strike, lists, quotes and http(s)/mailto links. Code, rules and images are not offered.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keeps the selection in the editor while the toolbar is clicked.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

type Chain = ReturnType<Editor['chain']>;

// The formats a button switches on and off; each shows whether the selection already has it.
const FORMATS: { label: string; icon: ReactNode; isActive: (editor: Editor) => boolean; toggle: (chain: Chain) => Chain }[] = [
  { label: T.bold, icon: <BoldOutlined />, isActive: (e) => e.isActive('bold'), toggle: (c) => c.toggleBold() },
  { label: T.italic, icon: <ItalicOutlined />, isActive: (e) => e.isActive('italic'), toggle: (c) => c.toggleItalic() },
  { label: T.underline, icon: <UnderlineOutlined />, isActive: (e) => e.isActive('underline'), toggle: (c) => c.toggleUnderline() },
  { label: T.strike, icon: <StrikethroughOutlined />, isActive: (e) => e.isActive('strike'), toggle: (c) => c.toggleStrike() },
  {
    label: T.heading,
    icon: <FontSizeOutlined />,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    toggle: (c) => c.toggleHeading({ level: 3 }),
  },
  { label: T.bulletList, icon: <UnorderedListOutlined />, isActive: (e) => e.isActive('bulletList'), toggle: (c) => c.toggleBulletList() },
  { label: T.orderedList, icon: <OrderedListOutlined />, isActive: (e) => e.isActive('orderedList'), toggle: (c) => c.toggleOrderedList() },
];

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: FORMATS.map((format) => format.isActive(e)),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={T.toolbar} className="rich-text-toolbar">
      {FORMATS.map((format, index) => (
        <Tool
          key={format.label}
          label={format.label}
          icon={format.icon}
          active={state.active[index]}
          disabled={disabled}
          onClick={() => format.toggle(run()).run()}
        />
      ))}
      <Tool label={T.undo} icon={<UndoOutlined />} disabled={disabled || !state.canUndo} onClick={() => run().undo().run()} />
      <Tool label={T.redo} icon={<RedoOutlined />} disabled={disabled || !state.canRedo} onClick={() => run().redo().run()} />
    </div>
  );
}

/** The TipTap editor behind RichTextEditor; its own chunk, loaded when a form first shows it. */
export default function TiptapEditor({ value = '', onChange, id, 'aria-label': ariaLabel, disabled }: RichTextEditorProps) {
  const { token } = theme.useToken();
  // The last HTML this editor reported, so that the form echoing it back does not reset the cursor.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
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
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}
