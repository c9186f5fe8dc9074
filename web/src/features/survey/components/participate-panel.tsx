import { QueryState } from '../../../components/query-state';
import { InlineSpinner } from '../../../components/spinner';
import { errorStatus } from '../../../lib/api/errors';
import { usePublicSurveyQuery } from '../api';
import { SurveyAlreadyDone, SurveyNotFound } from './public/public-state';
import { SurveyForm } from './public/survey-form';

/**
 * 'Teilnehmen' inside the app (issue 28 §1): the same answer form and routes as the public page, so every mode
 * keeps its rule. Logged in, a PERSONAL survey answers as the account (no mail field, no mailed link); an
 * ANONYMOUS one gets this browser's participation cookie from the read below.
 */
export function ParticipatePanel({ surveyId }: { surveyId: string }) {
  const query = usePublicSurveyQuery({ surveyId }, { refetchOnMountOrArgChange: true });
  const survey = query.currentData;
  const status = errorStatus(query.error);
  if (query.isFetching && !survey) return <InlineSpinner />;
  if (status === 404 || status === 400) return <SurveyNotFound />;
  if (!survey) {
    return (
      <QueryState isLoading={false} isError onRetry={query.refetch}>
        {null}
      </QueryState>
    );
  }
  return (
    <div style={{ width: '100%', maxWidth: 640 }} data-testid="survey-participate">
      {survey.alreadyAnswered ? <SurveyAlreadyDone survey={survey} /> : <SurveyForm survey={survey} />}
    </div>
  );
}
