import { Card, Flex, Statistic, Typography } from 'antd';
import { isAnswerableKind, SurveyComponentKind, type SurveyComponentStatistics } from '#shared/survey';
import { SurveyExportKind } from '#shared/survey-export';
import { DeleteButton } from '../../../../components/confirm/delete-button';
import { EmptyState } from '../../../../components/empty-state';
import { QueryState } from '../../../../components/query-state';
import { toast } from '../../../../lib/toast/toast';
import { useDeleteSurveyResultsMutation, useSurveyStatisticsQuery } from '../../api';
import { barsOf, formatMean } from '../../chart-data';
import { RESULTS_TEXT as T } from '../../text';
import type { SurveyTabProps } from '../questions-tab';
import { SurveyExportButton } from '../survey-export-button';
import { OpenAnswers } from './open-answers';
import { QuestionChart } from './question-chart';
import { Turnout } from './turnout';
import { WordCloud } from './word-cloud';

/**
 * Results tab (a lazy chunk of its own, with recharts): participants, turnout per class, one chart per question
 * (bars for choices, scales and presets, a word cloud, the open answers paged), the CSV and deleting all results.
 */
export default function ResultsTab({ tenantId, survey }: SurveyTabProps) {
  const surveyId = survey._id;
  // Answers arrive from the public page all the time: fetched afresh whenever the tab opens.
  const stats = useSurveyStatisticsQuery({ tenantId, surveyId }, { refetchOnMountOrArgChange: true });
  const [removeAll] = useDeleteSurveyResultsMutation();
  const data = stats.currentData;

  const deleteResults = async () => {
    await removeAll({ tenantId, surveyId }).unwrap();
    toast.success(T.deleted);
  };

  return (
    <QueryState isLoading={stats.isLoading} isError={!data && stats.isError} onRetry={stats.refetch}>
      {data && (
        <Flex vertical gap={16} data-testid="survey-results">
          <Card size="small">
            <Flex gap={16} wrap align="center" justify="space-between">
              <div data-testid="participants">
                <Statistic title={T.participants} value={data.participants} />
              </div>
              {data.participants > 0 && (
                <Flex gap={8} wrap align="flex-start">
                  <SurveyExportButton tenantId={tenantId} surveyId={surveyId} kind={SurveyExportKind.RESULTS}>
                    {T.csv}
                  </SurveyExportButton>
                  <DeleteButton label={T.delete} title={T.deleteTitle} text={T.deleteText} onConfirm={deleteResults} />
                </Flex>
              )}
            </Flex>
          </Card>
          {data.batches.length > 0 && (
            <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.turnout}</h2>}>
              <Turnout batches={data.batches} />
            </Card>
          )}
          {data.participants === 0 ? (
            <EmptyState title={T.noResults} text={T.noResultsText} />
          ) : (
            data.components
              .filter((component) => isAnswerableKind(component.kind))
              .map((component) => <ComponentResult key={component.componentId} tenantId={tenantId} surveyId={surveyId} stats={component} />)
          )}
        </Flex>
      )}
    </QueryState>
  );
}

function ComponentResult({ tenantId, surveyId, stats }: { tenantId: string; surveyId: string; stats: SurveyComponentStatistics }) {
  const mean = stats.kind === SurveyComponentKind.LIKERT ? formatMean(stats.mean) : '';
  let body;
  if (stats.answered === 0) body = <Typography.Text type="secondary">{T.noAnswers}</Typography.Text>;
  else if (stats.kind === SurveyComponentKind.WORDCLOUD) body = <WordCloud title={stats.title} words={stats.words} />;
  else if (stats.kind === SurveyComponentKind.OPEN)
    body = <OpenAnswers tenantId={tenantId} surveyId={surveyId} componentId={stats.componentId} />;
  else body = <QuestionChart title={stats.title} bars={barsOf(stats)} />;
  return (
    <Card
      size="small"
      data-testid="component-result"
      title={<h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{stats.title}</h2>}
      extra={<Typography.Text type="secondary">{T.answers(stats.answered)}</Typography.Text>}
    >
      {mean && <Typography.Paragraph type="secondary">{T.mean(mean)}</Typography.Paragraph>}
      {body}
    </Card>
  );
}
