import { Segmented, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SURVEY_MODE_LABELS, SURVEY_STATE_LABELS, SurveyState, type SurveySummaryView } from '#shared/survey';
import { EmptyState } from '../../../components/empty-state';
import { FilteredListPage } from '../../../components/filtered-list-page';
import { usePaging } from '../../../components/paged-table';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useSurveysQuery } from '../api';
import { formatPeriod } from '../survey-dates';
import { SURVEY_TEXT as T } from '../text';
import { CreateSurveyDialog } from './create-survey-dialog';

type StateFilter = SurveyState | 'all';
const STATE_OPTIONS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: T.state.all },
  { value: SurveyState.ACTIVE, label: SURVEY_STATE_LABELS.ACTIVE },
  { value: SurveyState.INACTIVE, label: SURVEY_STATE_LABELS.INACTIVE },
];

/** The state as a tag: green while answers come in. */
export const SurveyStateTag = ({ state }: { state: SurveyState }) => (
  <Tag color={state === SurveyState.ACTIVE ? 'green' : 'default'} data-testid="survey-state">
    {SURVEY_STATE_LABELS[state]}
  </Tag>
);

/** /sv/surveys (issue 15 §3): the group's surveys, searchable, filtered by state. */
export function SurveysPage() {
  const group = useCurrentGroup();
  const tenantId = group._id;
  const access = useAccess();
  const mayCreate = access.can('survey:create');
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const [filters, setFilter] = useUrlFilters({ text: '', state: 'all' }, paging.reset);
  const text = filters.text;
  const state = STATE_OPTIONS.find((o) => o.value === filters.state)?.value ?? 'all';
  // Answers arrive from the public page: the counts are fetched afresh whenever the list opens.
  const surveys = useSurveysQuery(
    { tenantId, text: text || undefined, state: state === 'all' ? undefined : state, ...paging.query },
    { refetchOnMountOrArgChange: true },
  );

  const resetSearch = () => setFilter({ text: '' });
  const create = mayCreate ? { label: T.createSurvey, onClick: () => setCreating(true) } : undefined;
  const empty = text ? (
    <EmptyState title={T.noHits} action={{ label: T.resetSearch, onClick: resetSearch }} />
  ) : state !== 'all' ? (
    <EmptyState title={T.noState(SURVEY_STATE_LABELS[state])} />
  ) : (
    <EmptyState title={T.noSurveys} text={T.noSurveysText} action={create} />
  );

  return (
    <FilteredListPage<SurveySummaryView>
      title={T.surveys}
      create={mayCreate ? { label: T.newSurvey, onClick: () => setCreating(true) } : undefined}
      search={{ label: T.search, value: text, onSearch: (value) => setFilter({ text: value }) }}
      filters={
        <Segmented<StateFilter>
          aria-label={T.state.label}
          value={state}
          options={STATE_OPTIONS}
          onChange={(value) => setFilter({ state: value })}
        />
      }
      query={surveys}
      paging={paging}
      testId="survey-list"
      empty={empty}
      dialog={creating && <CreateSurveyDialog tenantId={tenantId} onClose={() => setCreating(false)} />}
      columns={[
        {
          key: 'title',
          title: T.columns.title,
          render: (_, survey) => <Link to={paths.sv.survey(survey._id)}>{survey.title}</Link>,
        },
        { key: 'state', title: T.columns.state, render: (_, survey) => <SurveyStateTag state={survey.state} /> },
        { key: 'mode', title: T.columns.mode, render: (_, survey) => SURVEY_MODE_LABELS[survey.mode] },
        { key: 'period', title: T.columns.period, render: (_, survey) => formatPeriod(survey.startDate, survey.endDate) },
        { key: 'results', title: T.columns.results, render: (_, survey) => survey.resultCount },
      ]}
    />
  );
}
