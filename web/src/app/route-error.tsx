import { Button } from 'antd';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../components/document-title';
import { log } from '../lib/log';

export const ROUTE_ERROR_TITLE = 'Etwas ist schiefgelaufen.';
export const ROUTE_ERROR_TEXT =
  'Diese Seite konnte nicht angezeigt werden. Lade die Seite neu; wenn der Fehler bleibt, melde dich bei unserem Support.';

/**
 * The error boundary of every route: one broken screen never takes the whole app down. Deliberately
 * free of lazy parts, because a failed chunk download (after a deployment) is a common cause.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Fehler');
  log.warn('Fehler in einer Seite:', error);
  return (
    <div role="alert" className="plain-page" style={{ padding: 48, textAlign: 'center' }}>
      <h1 className="plain-title">{ROUTE_ERROR_TITLE}</h1>
      <p className="text-secondary">{ROUTE_ERROR_TEXT}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Seite neu laden
      </Button>
    </div>
  );
}
