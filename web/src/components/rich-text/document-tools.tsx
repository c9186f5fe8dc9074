import {
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  LinkOutlined,
  PictureOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast/toast';
import { acceptFor, checkFiles } from '../upload/file-check';
import { UPLOAD_TEXT } from '../upload/text';
import { LinkDialog } from './link-dialog';
import { RICH_TEXT_TEXT as T } from './text';
import { Glyph, Tool } from './tool-button';
import type { ImageUpload } from './types';

const LEVELS = [1, 2, 3, 4] as const;

interface DocumentToolsProps {
  editor: Editor;
  disabled?: boolean;
  onUploadImage?: ImageUpload;
}

/** The wiki's extra tools: four heading levels, links, tables (with row and column tools inside one) and images. */
export function DocumentTools({ editor, disabled, onUploadImage }: DocumentToolsProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      headings: LEVELS.map((level) => e.isActive('heading', { level })),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      inTable: e.isActive('table'),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const run = () => editor.chain().focus();

  const setLink = (href: string) => {
    setLinking(false);
    if (href) run().extendMarkRange('link').setLink({ href }).run();
    else run().extendMarkRange('link').unsetLink().run();
  };

  const insertImage = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    const { refused } = checkFiles([file], 'image');
    if (refused.length > 0) {
      toast.error(UPLOAD_TEXT.refused(refused[0].name, refused[0].message));
      return;
    }
    setUploading(true);
    try {
      const image = await onUploadImage(file);
      if (image) run().setImage({ src: image.src, alt: image.alt }).run();
    } finally {
      setUploading(false);
    }
  };

  const tableTools = [
    { label: T.addRow, icon: <InsertRowBelowOutlined />, act: () => run().addRowAfter().run() },
    { label: T.addColumn, icon: <InsertRowRightOutlined />, act: () => run().addColumnAfter().run() },
    { label: T.deleteRow, icon: <DeleteRowOutlined />, act: () => run().deleteRow().run() },
    { label: T.deleteColumn, icon: <DeleteColumnOutlined />, act: () => run().deleteColumn().run() },
    { label: T.deleteTable, icon: <DeleteOutlined />, act: () => run().deleteTable().run() },
  ];

  return (
    <>
      {LEVELS.map((level, index) => (
        <Tool
          key={level}
          label={T.headingLevel(level)}
          icon={<Glyph>{`H${level}`}</Glyph>}
          active={state.headings[index]}
          disabled={disabled}
          onClick={() => run().toggleHeading({ level }).run()}
        />
      ))}
      <Tool label={T.link} icon={<LinkOutlined />} active={state.link} disabled={disabled} onClick={() => setLinking(true)} />
      <Tool
        label={T.insertTable}
        icon={<TableOutlined />}
        disabled={disabled || state.inTable}
        onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.inTable &&
        tableTools.map((tool) => <Tool key={tool.label} label={tool.label} icon={tool.icon} disabled={disabled} onClick={tool.act} />)}
      {onUploadImage && (
        <>
          <Tool
            label={uploading ? T.imageUploading : T.insertImage}
            icon={<PictureOutlined />}
            disabled={disabled}
            loading={uploading}
            onClick={() => picker.current?.click()}
          />
          <input
            ref={picker}
            type="file"
            accept={acceptFor('image')}
            // The button above opens it; a global rule would show a bare file input despite `hidden`.
            style={{ display: 'none' }}
            aria-hidden
            tabIndex={-1}
            data-testid="rich-text-image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void insertImage(file);
            }}
          />
        </>
      )}
      {linking && <LinkDialog initial={state.href} onSave={setLink} onClose={() => setLinking(false)} />}
    </>
  );
}
