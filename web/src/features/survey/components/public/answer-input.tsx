import { Checkbox, Input, Radio } from 'antd';
import { LIKERT_STEPS, SURVEY_OPEN_ANSWER_MAX_LENGTH, SurveyComponentKind, type SurveyComponentView } from '#shared/survey';
import type { AnswerFieldValue } from '../../answer-form';

interface AnswerInputProps {
  component: SurveyComponentView;
  /** Set by Form.Item. */
  id?: string;
  value?: AnswerFieldValue;
  onChange?: (value: AnswerFieldValue) => void;
  'aria-invalid'?: boolean;
}

const column = { display: 'flex', flexDirection: 'column', gap: 10 } as const;

/** The input of one question, big enough to tap on a phone; Form.Item's id, value and handler reach the control. */
export function AnswerInput({ component, id, value, onChange, ...aria }: AnswerInputProps) {
  switch (component.kind) {
    case SurveyComponentKind.OPEN:
      return (
        <Input.TextArea
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 3, maxRows: 10 }}
          showCount
          maxLength={SURVEY_OPEN_ANSWER_MAX_LENGTH}
          {...aria}
        />
      );
    case SurveyComponentKind.WORDCLOUD:
      return (
        <Input id={id} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} autoComplete="off" {...aria} />
      );
    case SurveyComponentKind.LIKERT: {
      const steps = component.scaleTemplate ? LIKERT_STEPS[component.scaleTemplate] : [];
      return (
        <Radio.Group
          id={id}
          aria-label={component.title}
          value={value}
          onChange={(e) => onChange?.(e.target.value as number)}
          options={steps.map((label, index) => ({ value: index + 1, label }))}
          style={column}
        />
      );
    }
    case SurveyComponentKind.CHOICE:
    case SurveyComponentKind.NOMINAL: {
      const options = component.options.map((option) => ({ value: option._id, label: option.label }));
      if (component.kind === SurveyComponentKind.CHOICE && component.multiple) {
        // The label's `for` cannot name a group of checkboxes: the group carries the question itself.
        return (
          <div id={id} role="group" aria-label={component.title}>
            <Checkbox.Group options={options} value={value as string[] | undefined} onChange={(next) => onChange?.(next)} style={column} />
          </div>
        );
      }
      return (
        <Radio.Group
          id={id}
          aria-label={component.title}
          value={value}
          onChange={(e) => onChange?.(e.target.value as string)}
          options={options}
          style={column}
        />
      );
    }
    default:
      return null;
  }
}
