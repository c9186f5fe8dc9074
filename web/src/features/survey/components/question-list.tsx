import { Flex, Tag, Typography } from 'antd';
import {
  LIKERT_STEPS,
  LIKERT_TEMPLATE_LABELS,
  NOMINAL_TYPE_LABELS,
  SURVEY_COMPONENT_KIND_LABELS,
  SURVEY_COMPONENT_KIND_MEMBER_LABELS,
  SurveyComponentKind,
  type SurveyComponentView,
} from '#shared/survey';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { QUESTION_TEXT as T } from '../text';

export interface QuestionListProps {
  items: SurveyComponentView[];
  /** Editing: drag handles and buttons; without them the list is read-only. */
  onMove?: (component: SurveyComponentView, position: number, items: SurveyComponentView[]) => void;
  onEdit?: (component: SurveyComponentView) => void;
  onRemove?: (component: SurveyComponentView) => void;
  disabled?: boolean;
  /** Members read plain words for the kinds ('Zustimmung (Skala)'); those who build the survey the technical ones. */
  plainKinds?: boolean;
}

/** The questions in their order; with `onMove` each has a handle to drag it, by pointer, touch or keyboard. */
export function QuestionList({ items, onMove, onEdit, onRemove, disabled, plainKinds }: QuestionListProps) {
  const kinds = plainKinds ? SURVEY_COMPONENT_KIND_MEMBER_LABELS : SURVEY_COMPONENT_KIND_LABELS;
  return (
    <SortableList
      items={items}
      titleOf={(item) => item.title}
      renderItem={(item, index) => <QuestionBody item={item} number={index + 1} kind={kinds[item.kind]} />}
      onMove={onMove}
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
      dragHelp={T.dragHelp}
      testId="question-list"
      itemTestId="question-item"
    />
  );
}

/** What a participant picks from, in one line under the title. */
function choicesOf(item: SurveyComponentView): string {
  if (item.kind === SurveyComponentKind.LIKERT && item.scaleTemplate) {
    return `${LIKERT_TEMPLATE_LABELS[item.scaleTemplate]}: ${LIKERT_STEPS[item.scaleTemplate].join(' · ')}`;
  }
  if (item.kind === SurveyComponentKind.NOMINAL && item.nominalType) {
    return `${NOMINAL_TYPE_LABELS[item.nominalType]}: ${item.options.map((o) => o.label).join(' · ')}`;
  }
  if (item.kind === SurveyComponentKind.CHOICE) {
    const how = item.multiple ? (item.maxSelection > 0 ? ` (höchstens ${item.maxSelection})` : ' (mehrere)') : '';
    return `${item.options.map((o) => o.label).join(' · ')}${how}`;
  }
  return '';
}

function QuestionBody({ item, number, kind }: { item: SurveyComponentView; number: number; kind: string }) {
  const choices = choicesOf(item);
  return (
    <>
      <Flex gap={8} wrap align="baseline">
        <Typography.Text strong>
          {number}. {item.title}
        </Typography.Text>
        <Tag>{kind}</Tag>
        {item.required && <Tag color="blue">{T.requiredMark}</Tag>}
      </Flex>
      {item.text && <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>{item.text}</Typography.Paragraph>}
      {choices && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {choices}
        </Typography.Text>
      )}
    </>
  );
}
