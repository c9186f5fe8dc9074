import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SURVEY_MODE_LABELS, SurveyMode, SurveyState, type SurveyView } from '#shared/survey';
import { LinkButton } from '../../../components/link-button';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner, InlineSpinner } from '../../../components/spinner';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useSurveyQuery } from '../api';
import { formatPeriod } from '../survey-dates';
import { SURVEY_TEXT as T, TAB_TEXT } from '../text';
import './survey-page.css';
import { DescriptionTab } from './description-tab';
import { ExecutionTab } from './execution-tab';
import { ParticipatePanel } from './participate-panel';
import { QuestionsTab } from './questions-tab';
import { SurveyStateTag } from './surveys-page';

// The charts (recharts) load with the results tab only, in a chunk of their own.
const ResultsTab = lazy(() => import('./results/results-tab'));

const TABS = ['questions', 'execution', 'results', 'description'] as const;
type TabKey = (typeof TABS)[number];
/** `?tab=participate`: the answer form instead of the tabs. */
const PARTICIPATE = 'participate';

/** Takes answers now: active and inside its period, if it has one (the server decides again on sending). */
function takesAnswers(survey: SurveyView, now = Date.now()): boolean {
  if (survey.state !== SurveyState.ACTIVE) return false;
  if (survey.startDate && now < Date.parse(survey.startDate)) return false;
  return !(survey.endDate && now > Date.parse(survey.endDate));
}

/**
 * /sv/surveys/{surveyId} (SPEC 2.5): tabs questions, execution, results and description. The execution tab
 * (codes) is for the survey's editors, the results for survey:edit only (issue 15 §2); the others see the
 * questions and the description.
 */
export function SurveyPage() {
  const { surveyId = '' } = useParams();
  const group = useCurrentGroup();
  const tenantId = group._id;
  const access = useAccess();
  const survey = useSurveyQuery({ tenantId, surveyId }, { skip: !surveyId, refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const data = survey.currentData;
  // mayEdit: survey:edit, or the author while they may create. Reading the answers needs survey:edit.
  const editor = !!data?.mayEdit;
  const readsResults = editor && access.can('survey:edit');
  const visible = TABS.filter((key) => (key === 'execution' ? editor : key === 'results' ? readsResults : true));
  const tab = visible.find((key) => key === params.get('tab')) ?? 'questions';

  if (survey.isLoading) return <FullPageSpinner />;
  const back = (
    <LinkButton to={paths.sv.surveys} icon={<ArrowLeftOutlined aria-hidden />}>
      {T.back}
    </LinkButton>
  );
  if (!data) {
    return (
      <Page title={T.survey} extra={back}>
        <QueryState isLoading={false} isError onRetry={survey.refetch}>
          {null}
        </QueryState>
      </Page>
    );
  }

  const props = { tenantId, survey: data, editor };
  const children: Record<TabKey, ReactNode> = {
    questions: <QuestionsTab {...props} />,
    execution: <ExecutionTab {...props} />,
    results: (
      <Suspense fallback={<InlineSpinner />}>
        <ResultsTab {...props} />
      </Suspense>
    ),
    description: <DescriptionTab {...props} />,
  };
  const period = formatPeriod(data.startDate, data.endDate);
  const open = takesAnswers(data);
  const participating = open && params.get('tab') === PARTICIPATE && data.mode !== SurveyMode.TAN;
  // A TAN survey is answered with a code from a slip: its public page asks for it.
  const participate =
    open && !participating ? (
      data.mode === SurveyMode.TAN ? (
        <LinkButton type="primary" to={paths.surveyTransaction(data._id)}>
          {T.participate}
        </LinkButton>
      ) : (
        <Button type="primary" onClick={() => setParams({ tab: PARTICIPATE })}>
          {T.participate}
        </Button>
      )
    ) : null;
  return (
    <Page title={data.title} extra={back}>
      <Flex gap={8} wrap align="center" style={{ marginTop: -8, marginBottom: 8 }}>
        <SurveyStateTag state={data.state} />
        <Typography.Text type="secondary">
          {SURVEY_MODE_LABELS[data.mode]}
          {period ? ` · ${period}` : ''}
        </Typography.Text>
        {participate}
      </Flex>
      {participating ? (
        <Flex vertical gap={12} align="start">
          <Button onClick={() => setParams({})} icon={<ArrowLeftOutlined aria-hidden />}>
            {T.backToSurvey}
          </Button>
          <ParticipatePanel surveyId={data._id} />
        </Flex>
      ) : (
        <Tabs
          className="survey-tabs"
          activeKey={tab}
          onChange={(key) => setParams(key === 'questions' ? {} : { tab: key }, { replace: true })}
          destroyOnHidden
          items={visible.map((key) => ({ key, label: TAB_TEXT[key], children: children[key] }))}
        />
      )}
    </Page>
  );
}
