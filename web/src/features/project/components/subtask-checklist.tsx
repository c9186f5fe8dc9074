import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { TASK_SUBTASK_TITLE_MAX_LENGTH, TASK_SUBTASKS_MAX, type ProjectSubtask } from '#shared/project';
import { TASK_TEXT as T } from '../text';

export interface SubtaskChecklistProps {
  subtasks: ProjectSubtask[];
  /** Saves the whole list at once (tick = save); resolves false when the server refused it. */
  onSave: (subtasks: ProjectSubtask[]) => Promise<boolean>;
  /** No adding or removing for those who may not edit the task. */
  readOnly: boolean;
  /** Ticking stays open to whoever may progress the task: its owner at any level (issue 28 §2). */
  mayTick?: boolean;
}

/** The task's subtasks as a checklist: ticking, adding and removing each save right away. */
export function SubtaskChecklist({ subtasks: stored, onSave, readOnly, mayTick = !readOnly }: SubtaskChecklistProps) {
  const [draft, setDraft] = useState('');
  // While a change is saved the list shows it already; a refused save shows the stored list again.
  const [pending, setPending] = useState<ProjectSubtask[] | null>(null);
  const subtasks = pending ?? stored;
  const busy = pending !== null;
  const save = async (next: ProjectSubtask[]) => {
    setPending(next);
    const ok = await onSave(next);
    setPending(null);
    return ok;
  };
  const add = async () => {
    const title = draft.trim();
    if (!title) return;
    if (await save([...subtasks, { title, done: false }])) setDraft('');
  };

  return (
    <Flex vertical gap={8} data-testid="subtasks">
      {subtasks.length === 0 && <Typography.Text type="secondary">{T.noSubtasks}</Typography.Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {subtasks.map((subtask, index) => (
          <li key={`${index}-${subtask.title}`} data-testid="subtask">
            <Flex justify="space-between" align="center" gap={8}>
              <Checkbox
                checked={subtask.done}
                disabled={!mayTick || busy}
                onChange={(event) => void save(subtasks.map((s, i) => (i === index ? { ...s, done: event.target.checked } : s)))}
                style={{ overflowWrap: 'anywhere' }}
              >
                {subtask.title}
              </Checkbox>
              {!readOnly && (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={T.subtaskRemove(subtask.title)}
                  disabled={busy}
                  onClick={() => void save(subtasks.filter((_, i) => i !== index))}
                />
              )}
            </Flex>
          </li>
        ))}
      </ul>
      {!readOnly && subtasks.length < TASK_SUBTASKS_MAX && (
        // On a phone the drawer is narrow: the input keeps a readable width and the button wraps below it.
        <Flex gap={8} wrap="wrap">
          <Input
            style={{ flex: '1 1 12rem' }}
            value={draft}
            aria-label={T.subtaskNew}
            placeholder={T.subtaskNew}
            maxLength={TASK_SUBTASK_TITLE_MAX_LENGTH}
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              void add();
            }}
          />
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => void add()} disabled={busy || !draft.trim()}>
            {T.subtaskAdd}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
