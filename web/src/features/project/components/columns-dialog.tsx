import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { PROJECT_COLUMN_TITLE_MAX_LENGTH, PROJECT_COLUMNS_MAX, type ProjectView } from '#shared/project';
import { AppModal } from '../../../components/modal/app-modal';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { toast } from '../../../lib/toast/toast';
import { useUpdateProjectMutation } from '../api';
import { COLUMNS_TEXT as T } from '../text';

interface DraftColumn {
  /** A stored column's id, or a temporary one for a new column (not sent). */
  _id: string;
  title: string;
  isNew: boolean;
}

let draftCount = 0;
const newDraft = (): DraftColumn => ({ _id: `new-${++draftCount}`, title: '', isNew: true });

/**
 * Adds, renames, reorders and removes the board's columns in one save (PUT of the project with `columns`).
 * Removing a column that still holds tasks is refused by the server (409); its message is shown as a toast
 * and the dialog stays open.
 */
export function ColumnsDialog({ tenantId, project, onClose }: { tenantId: string; project: ProjectView; onClose: () => void }) {
  const [columns, setColumns] = useState<DraftColumn[]>(() => project.columns.map((c) => ({ ...c, isNew: false })));
  const [showErrors, setShowErrors] = useState(false);
  const [update, { isLoading }] = useUpdateProjectMutation();
  const rename = (id: string, title: string) => setColumns((all) => all.map((c) => (c._id === id ? { ...c, title } : c)));
  const invalid = columns.some((c) => !c.title.trim());

  const save = async () => {
    setShowErrors(true);
    if (invalid || columns.length === 0) return;
    try {
      await update({
        tenantId,
        projectId: project._id,
        title: project.title,
        columns: columns.map((c) => (c.isNew ? { title: c.title.trim() } : { _id: c._id, title: c.title.trim() })),
      }).unwrap();
      toast.success(T.saved);
      onClose();
    } catch {
      // The base query has shown the server's message (e.g. a column that still holds tasks).
    }
  };

  return (
    <AppModal open title={T.title} onClose={onClose} onConfirm={save} confirmLoading={isLoading} width={520}>
      <Typography.Paragraph type="secondary">{T.help}</Typography.Paragraph>
      <SortableList<DraftColumn>
        items={columns}
        testId="column-list"
        itemTestId="column-item"
        titleOf={(c) => c.title || T.newColumn}
        dragHelp={T.dragHelp}
        disabled={isLoading}
        onMove={(_c, _position, moved) => setColumns(moved)}
        onRemove={columns.length > 1 ? (c) => setColumns((all) => all.filter((other) => other._id !== c._id)) : undefined}
        renderItem={(c, index) => {
          const missing = showErrors && !c.title.trim();
          return (
            <Flex vertical gap={4}>
              <Input
                value={c.title}
                aria-label={T.name(index)}
                maxLength={PROJECT_COLUMN_TITLE_MAX_LENGTH}
                status={missing ? 'error' : undefined}
                aria-invalid={missing || undefined}
                onChange={(event) => rename(c._id, event.target.value)}
                disabled={isLoading}
              />
              {missing && <Typography.Text type="danger">{T.titleRequired}</Typography.Text>}
            </Flex>
          );
        }}
      />
      {columns.length < PROJECT_COLUMNS_MAX && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          style={{ marginTop: 12 }}
          onClick={() => setColumns((all) => [...all, newDraft()])}
          disabled={isLoading}
        >
          {T.add}
        </Button>
      )}
    </AppModal>
  );
}
