import type { SurveyOpenAnswerView } from '#shared/survey';
import { EmptyState } from '../../../../components/empty-state';
import { PagedTable, usePaging } from '../../../../components/paged-table';
import { QueryState } from '../../../../components/query-state';
import { DATE_FORMAT, dayjs } from '../../../../lib/dates';
import { useSurveyOpenAnswersQuery } from '../../api';
import { RESULTS_TEXT as T } from '../../text';

/** The free-text answers of one OPEN question, newest first, a page at a time. */
export function OpenAnswers({ tenantId, surveyId, componentId }: { tenantId: string; surveyId: string; componentId: string }) {
  const paging = usePaging(10);
  const answers = useSurveyOpenAnswersQuery({ tenantId, surveyId, componentId, ...paging.query });
  return (
    <QueryState isLoading={false} isError={answers.isError} onRetry={answers.refetch}>
      <PagedTable<SurveyOpenAnswerView>
        data-testid="open-answers"
        rowKey="resultId"
        data={answers.currentData}
        paging={paging}
        loading={answers.isFetching}
        hideOnSinglePage
        empty={<EmptyState compact title={T.noAnswers} />}
        columns={[
          {
            key: 'text',
            title: T.answer,
            render: (_, answer) => <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{answer.text}</span>,
          },
          // The day only: the time an answer came is never stored (it would link a TAN answer to its code).
          { key: 'createdAt', title: 'Eingegangen am', width: 140, render: (_, answer) => dayjs(answer.createdAt).format(DATE_FORMAT) },
        ]}
      />
    </QueryState>
  );
}
