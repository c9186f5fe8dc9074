import { Flex } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PublicSurveyView } from '#shared/survey';
import { useDocumentTitle } from '../../../../components/document-title';
import { QueryState } from '../../../../components/query-state';
import { InlineSpinner } from '../../../../components/spinner';
import { errorStatus } from '../../../../lib/api/errors';
import { usePublicSurveyQuery } from '../../api';
import { PUBLIC_TEXT as T } from '../../text';
import { SurveyAlreadyDone, SurveyNotFound } from './public-state';
import { SurveyForm } from './survey-form';

/**
 * /survey-transaction/{surveyId} (SPEC 2.1), phone first: every question on one page (pupils scroll and see
 * what is left), the code field prefilled from a slip's QR code (`?code=`). ANONYMOUS: loading the survey
 * gives this browser the server's participation cookie (httpOnly), which the answer then sends.
 */
export function SurveyTransactionPage() {
  const { surveyId = '' } = useParams();
  // The code of the link that opened the page: the form drops it from the address once it is spent.
  const [params] = useSearchParams();
  const [code] = useState(() => params.get('code')?.trim() || undefined);
  const query = usePublicSurveyQuery({ surveyId, code }, { skip: !surveyId });
  const survey = query.currentData;
  const status = errorStatus(query.error);
  if (query.isLoading) return <InlineSpinner />;
  if (!surveyId || status === 404 || status === 400) return <SurveyNotFound />;
  if (!survey) {
    return (
      <QueryState isLoading={false} isError onRetry={query.refetch}>
        {null}
      </QueryState>
    );
  }
  return <SurveyFrame survey={survey} />;
}

function SurveyFrame({ survey }: { survey: PublicSurveyView }) {
  useDocumentTitle(`${T.heading}: ${survey.title}`);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}>
      <header>
        <span className="text-secondary">{T.heading}</span>
        <h1 className="plain-title" style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
          {survey.title}
        </h1>
        {survey.tenantName && <span className="text-secondary">{T.by(survey.tenantName)}</span>}
        {survey.description && <p style={{ margin: '8px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{survey.description}</p>}
      </header>
      {survey.alreadyAnswered ? <SurveyAlreadyDone survey={survey} /> : <SurveyForm survey={survey} />}
    </Flex>
  );
}
