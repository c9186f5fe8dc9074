import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { CalendarEntry } from '#shared/calendar';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { useDiscardGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import type { ViewAccessOption } from '../../../components/view-access/view-access';
import { useAccess } from '../../../lib/access';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateCalendarEntryMutation, useDeleteCalendarEntryMutation, useUpdateCalendarEntryMutation } from '../api';
import { entryFieldName, entryFields, initialValues, type EntryFormValues } from '../entry-form-values';
import { entryRights } from '../entry-rights';
import { ENTRY_TEXT as T } from '../text';
import { EntryDetails, personName } from './entry-details';
import { EntryForm } from './entry-form';

export interface EntryDialogProps {
  tenantId: string;
  userId: string;
  /** The entry to show; null for a new one over `range`. */
  entry: CalendarEntry | null;
  range: [Dayjs, Dayjs];
  viewAccessOptions: ViewAccessOption[];
  onClose: () => void;
}

const icsUrl = (tenantId: string, entryId: string) => `/api/calendar/tenant/${tenantId}/event/${entryId}/ics`;

/**
 * One entry: the DEFAULT dialog with the form for whoever may change it (or create one), the entry's details
 * for everyone else. Deleting asks first and names the entry. Mount it per entry (key) so the form starts fresh.
 */
export function EntryDialog({ tenantId, userId, entry, range, viewAccessOptions, onClose }: EntryDialogProps) {
  const access = useAccess();
  const rights = entry ? entryRights(entry, access, userId) : { edit: access.can('calendar:create'), delete: false };
  const [form] = Form.useForm<EntryFormValues>();
  const [create, creating] = useCreateCalendarEntryMutation();
  const [update, updating] = useUpdateCalendarEntryMutation();
  const [remove] = useDeleteCalendarEntryMutation();
  const saveNew = useFormMutation(form, create, entryFieldName);
  const saveChanges = useFormMutation(form, update, entryFieldName);
  const confirm = useConfirm();
  // Closing with changes asks first (issue 28 §4).
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const lowest = viewAccessOptions[0]?.value ?? 0;
  // Computed once per dialog: the form owns the values from here on.
  const initial = useMemo(() => initialValues(entry, range, lowest), [entry, range, lowest]);
  const busy = creating.isLoading || updating.isLoading;

  const submit = async (values: EntryFormValues) => {
    const write = { tenantId, fields: entryFields(values), uploads: values.materials.added };
    const result = entry
      ? await saveChanges({ ...write, entryId: entry._id, keep: values.materials.keep.map((m) => m._id) })
      : await saveNew(write);
    if (!result.ok) return;
    guard.release();
    toast.success(entry ? T.saved : T.created);
    onClose();
  };

  const askDelete = () =>
    entry &&
    confirm.ask({
      title: T.deleteTitle,
      text: T.deleteText(entry.title),
      onConfirm: async () => {
        await remove({ tenantId, entryId: entry._id }).unwrap();
        guard.release();
        toast.success(T.deleted);
        onClose();
      },
    });

  const extras = entry && (
    <>
      <Divider style={{ margin: '8px 0 12px' }} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button
          type="link"
          icon={<DownloadOutlined aria-hidden />}
          href={icsUrl(tenantId, entry._id)}
          download
          style={{ paddingInline: 0 }}
        >
          {T.ics}
        </Button>
        {rights.delete && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDelete} disabled={busy}>
            {T.delete}
          </Button>
        )}
      </Flex>
    </>
  );

  if (entry && !rights.edit) {
    return (
      <AppModal open variant="ALERT" title={entry.title} onClose={onClose} width={640}>
        <EntryDetails entry={entry} />
        {extras}
        {confirm.dialog}
      </AppModal>
    );
  }

  return (
    <AppModal
      open
      title={entry ? T.editTitle : T.createTitle}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={busy}
      width={640}
    >
      <EntryForm
        form={form}
        initial={initial}
        viewAccessOptions={viewAccessOptions}
        onFinish={submit}
        onChange={() => setDirty(true)}
        disabled={busy}
      />
      {entry?.author && <Typography.Text type="secondary">{T.author(personName(entry.author))}</Typography.Text>}
      {extras}
      {confirm.dialog}
      {guard.dialog}
    </AppModal>
  );
}
