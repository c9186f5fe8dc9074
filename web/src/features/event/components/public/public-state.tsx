import { useDocumentTitle } from '../../../../components/document-title';
import { LightResult } from '../../../../components/light-result';
import { PUBLIC_TEXT as T } from '../../text';

/** SPEC 8: 'Event nicht gefunden' for an unknown event (or one with every public page switched off). */
export function EventNotFound() {
  useDocumentTitle(T.notFound);
  return (
    <LightResult
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{T.notFound}</h1>}
      subTitle={T.notFoundText}
      data-testid="event-not-found"
    />
  );
}

/** SPEC 2.1: 'Kein Zugriff' while this page's switch is off. */
export function EventNoAccess({ page }: { page: keyof typeof T.noAccessText }) {
  useDocumentTitle(T.noAccess);
  return (
    <LightResult
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{T.noAccess}</h1>}
      subTitle={T.noAccessText[page]}
      data-testid="event-no-access"
    />
  );
}
