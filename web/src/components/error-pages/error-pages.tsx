import { Result } from 'antd';
import { MESSAGES } from '#shared/validation';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../document-title';
import { LinkButton } from '../link-button';

export const NOT_FOUND_TITLE = '404 - Seite nicht gefunden';
export const NOT_FOUND_TEXT = 'Die Seite, die du suchst, gibt es nicht (mehr). Prüfe die Adresse oder geh zurück zur Startseite.';
export const MODULE_OFF_TITLE = 'Dieses Modul ist ausgeschaltet';
export const MODULE_OFF_TEXT =
  'In deiner Gruppe ist dieses Modul gerade nicht aktiviert. Die Administration deiner Gruppe kann es in den Einstellungen einschalten.';

const homeButton = (
  <LinkButton type="primary" to={paths.home}>
    Zur Startseite
  </LinkButton>
);

function heading(text: string) {
  return <h1 style={{ fontSize: 24, margin: 0 }}>{text}</h1>;
}

export function ForbiddenPage() {
  useDocumentTitle('Zugriff verweigert');
  return <Result status="403" title={heading(MESSAGES.forbiddenPage)} extra={homeButton} />;
}

export function NotFoundPage() {
  useDocumentTitle('Seite nicht gefunden');
  return <Result status="404" title={heading(NOT_FOUND_TITLE)} subTitle={NOT_FOUND_TEXT} extra={homeButton} />;
}

export function ModuleOffPage() {
  useDocumentTitle(MODULE_OFF_TITLE);
  return <Result status="info" title={heading(MODULE_OFF_TITLE)} subTitle={MODULE_OFF_TEXT} extra={homeButton} />;
}
