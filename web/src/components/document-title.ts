import { useEffect } from 'react';

/** Sets the browser tab title, so every screen has a meaningful document title. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Plenum` : 'Plenum';
  }, [title]);
}
