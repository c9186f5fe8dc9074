import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { SurveyState, type SurveyComponentView, type SurveyView } from '#shared/survey';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../lib/toast/toast';
import { useDeleteSurveyComponentMutation, useMoveSurveyComponentMutation } from '../api';
import { QUESTION_TEXT as T, TAB_TEXT } from '../text';
import { QuestionDialog } from './question-dialog';
import { QuestionList } from './question-list';

export interface SurveyTabProps {
  tenantId: string;
  survey: SurveyView;
  /** May change the survey (`survey:edit` and the API's `mayEdit`). */
  editor: boolean;
}

/** Why the questions cannot change right now, and what to do about it (issue 15 §1). */
export function lockReason(survey: SurveyView): string | null {
  if (!survey.locked) return null;
  return survey.state === SurveyState.ACTIVE ? T.lockedActive : T.lockedResults;
}

/**
 * Questions tab: the questions in order. Editors add, edit, remove and move them, one call each; while the
 * survey is active or answered the list is locked with the reason above it.
 */
export function QuestionsTab({ tenantId, survey, editor }: SurveyTabProps) {
  const [dialog, setDialog] = useState<{ component: SurveyComponentView | null } | null>(null);
  const [move, moving] = useMoveSurveyComponentMutation();
  const [remove, removing] = useDeleteSurveyComponentMutation();
  // While a new order is being saved, the list shows it already (and goes back if saving fails).
  const [pending, setPending] = useState<SurveyComponentView[] | null>(null);
  const confirm = useConfirm();
  const lock = lockReason(survey);
  const mayChange = editor && !lock;
  const items = pending ?? survey.components;
  const busy = moving.isLoading || removing.isLoading;

  const reorder = async (component: SurveyComponentView, position: number, next: SurveyComponentView[]) => {
    setPending(next);
    try {
      await move({ tenantId, surveyId: survey._id, componentId: component._id, position }).unwrap();
      toast.success(T.orderSaved);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
    setPending(null);
  };

  const askRemove = (component: SurveyComponentView) =>
    confirm.ask({
      title: T.removeTitle(component.title),
      text: T.removeText,
      confirmText: 'Entfernen',
      onConfirm: async () => {
        await remove({ tenantId, surveyId: survey._id, componentId: component._id }).unwrap();
        toast.success(T.removed);
      },
    });

  const add = () => setDialog({ component: null });
  return (
    <Flex vertical gap={16}>
      {editor && lock && (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined aria-hidden />}
          title={T.lockedTitle}
          description={lock}
          data-testid="questions-locked"
        />
      )}
      <Card
        size="small"
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{TAB_TEXT.questions}</h2>}
        extra={
          mayChange &&
          items.length > 0 && (
            <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={busy}>
              {T.add}
            </Button>
          )
        }
      >
        {items.length === 0 ? (
          <EmptyState
            title={T.none}
            text={mayChange ? T.noneText : undefined}
            action={mayChange ? { label: T.add, onClick: add } : undefined}
          />
        ) : (
          <>
            {mayChange && items.length > 1 && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {T.dragHelp}
              </Typography.Paragraph>
            )}
            <QuestionList
              items={items}
              plainKinds={!editor}
              disabled={busy}
              onMove={mayChange ? reorder : undefined}
              onEdit={mayChange ? (component) => setDialog({ component }) : undefined}
              onRemove={mayChange ? askRemove : undefined}
            />
          </>
        )}
      </Card>
      {dialog && <QuestionDialog tenantId={tenantId} survey={survey} component={dialog.component} onClose={() => setDialog(null)} />}
      {confirm.dialog}
    </Flex>
  );
}
