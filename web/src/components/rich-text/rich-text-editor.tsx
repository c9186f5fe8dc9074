import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { RICH_TEXT_TEXT as T } from './text';
import type { RichTextEditorProps } from './types';

// TipTap and ProseMirror are a large download: they load with the first form that shows an editor.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

function EditorPlaceholder() {
  return (
    <div role="status" aria-live="polite" aria-label={T.loading} style={{ minHeight: 160 }}>
      <Skeleton active paragraph={{ rows: 3 }} title={false} />
    </div>
  );
}

/**
 * A rich-text field for antd forms (bold, italic, lists, headings, links; with `variant="document"` also
 * tables and images), with a toolbar whose buttons carry German names. The server sanitises what it stores; show stored HTML only with RichTextView.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
