import type { PublicSurveyView } from '#shared/survey';
import { useDocumentTitle } from '../../../../components/document-title';
import { LightResult } from '../../../../components/light-result';
import { PUBLIC_TEXT as T } from '../../text';

/** SPEC 8: an unknown survey, or one that takes no answers now (inactive or outside its period). */
export function SurveyNotFound() {
  useDocumentTitle(T.notFound);
  return (
    <LightResult
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{T.notFound}</h1>}
      subTitle={T.notFoundText}
      data-testid="survey-not-found"
    />
  );
}

/** SPEC 5: 'Du hast die Umfrage bereits ausgefüllt.' for a device or address that has answered. */
export function SurveyAlreadyDone({ survey }: { survey?: PublicSurveyView }) {
  useDocumentTitle(T.alreadyDone);
  return (
    <LightResult
      status="info"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{T.alreadyDone}</h1>}
      subTitle={survey?.title}
      data-testid="survey-already-done"
    />
  );
}
