import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/document-title';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className="plain-title">{title}</h1>
      {children && (
        <p className="text-secondary" style={{ marginTop: 0 }}>
          {children}
        </p>
      )}
    </>
  );
}
