import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { eventProgramPath, type EventProgramItem } from '#shared/event';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../lib/toast/toast';
import { useUpdateEventMutation } from '../api';
import { programWrite, type ProgramItemWrite } from '../event-body';
import { PAGE_NAMES, PROGRAM_TEXT as T, SWITCH_TEXT, TAB_TEXT } from '../text';
import { ProgramItemDialog, type ProgramItemValues } from './program-item-dialog';
import { ProgramList } from './program-list';
import { PublicPageLink } from './public-page-link';
import type { TabProps } from './registrations-tab';
import { SwitchField } from './switch-field';

/**
 * Programme tab: the ordered items (the configuration's table of contents), each with its materials. Every
 * change (add, edit, move, remove) saves the whole programme at once, as the API takes it.
 */
export function ProgramTab({ tenantId, event, editor }: TabProps) {
  const [update, { isLoading }] = useUpdateEventMutation();
  const [dialog, setDialog] = useState<{ item: EventProgramItem | null } | null>(null);
  // While a new order is being saved, the list shows it already (and goes back if saving fails).
  const [pending, setPending] = useState<EventProgramItem[] | null>(null);
  const confirm = useConfirm();
  const items = pending ?? event.configuration.toc;

  const saveProgram = async (program: ProgramItemWrite[]) => {
    try {
      await update({ tenantId, eventId: event._id, program }).unwrap();
      toast.success(T.saved);
      return true;
    } catch {
      return false; // The base query has already shown the error toast (SPEC 8).
    }
  };

  const reorder = async (next: EventProgramItem[]) => {
    setPending(next);
    await saveProgram(programWrite({ configuration: { toc: next } }));
    setPending(null);
  };

  const saveItem = async (values: ProgramItemValues) => {
    const edited: ProgramItemWrite = {
      ...(dialog?.item ? { _id: dialog.item._id } : {}),
      time: (values.time ?? '').trim(),
      title: values.title.trim(),
      description: values.description ?? '',
      materials: values.materials.keep.map((m) => m._id),
      files: values.materials.added,
    };
    const current = programWrite(event);
    const program = dialog?.item ? current.map((item) => (item._id === dialog.item?._id ? edited : item)) : [...current, edited];
    if (await saveProgram(program)) setDialog(null);
  };

  const askRemove = (item: EventProgramItem) =>
    confirm.ask({
      title: T.removeTitle(item.title),
      text: T.removeText,
      confirmText: 'Entfernen',
      onConfirm: () => saveProgram(programWrite(event).filter((i) => i._id !== item._id)),
    });

  const add = () => setDialog({ item: null });
  return (
    <Flex vertical gap={16}>
      {editor && (
        <Card size="small">
          <Flex gap={16} wrap align="center" justify="space-between">
            <SwitchField tenantId={tenantId} event={event} name="program" label={SWITCH_TEXT.program} />
            <PublicPageLink path={eventProgramPath(event._id)} label={PAGE_NAMES.program} />
          </Flex>
        </Card>
      )}
      <Card
        size="small"
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{TAB_TEXT.program}</h2>}
        extra={
          editor &&
          items.length > 0 && (
            <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={isLoading}>
              {T.add}
            </Button>
          )
        }
      >
        {items.length === 0 ? (
          <EmptyState title={T.none} text={editor ? T.noneText : undefined} action={editor ? { label: T.add, onClick: add } : undefined} />
        ) : (
          <>
            {editor && items.length > 1 && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {T.dragHelp}
              </Typography.Paragraph>
            )}
            <ProgramList
              items={items}
              disabled={isLoading}
              onReorder={editor ? reorder : undefined}
              onEdit={editor ? (item) => setDialog({ item }) : undefined}
              onRemove={editor ? askRemove : undefined}
            />
          </>
        )}
      </Card>
      {dialog && <ProgramItemDialog item={dialog.item} saving={isLoading} onSave={saveItem} onClose={() => setDialog(null)} />}
      {confirm.dialog}
    </Flex>
  );
}
