import { Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { ChatMessage } from '#shared/chat';
import {
  CHAT_REPORT_COMMENT_MAX_LENGTH,
  CHAT_REPORT_REASON_LABELS,
  CHAT_REPORT_REASONS,
  type ChatReportReason,
} from '#shared/chat-reports';
import { AppModal } from '../../../components/modal/app-modal';
import { toast } from '../../../lib/toast/toast';
import { type ChatKind, useReportMessageMutation } from '../api';
import { REPORT_TEXT } from '../text';

interface ReportDialogProps {
  kind: ChatKind;
  /** The message to report; null closes the dialog. */
  message: ChatMessage | null;
  onClose: () => void;
}

interface ReportValues {
  reason: ChatReportReason;
  comment?: string;
}

/** Reports someone else's message to the moderation with a reason and an optional note. */
export function ReportDialog({ kind, message, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<ReportValues>();
  const [report] = useReportMessageMutation();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!message) return;
    let values: ReportValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is missing
    }
    setBusy(true);
    try {
      const answer = await report({
        kind,
        messageId: message._id,
        reason: values.reason,
        comment: values.comment?.trim() || undefined,
      }).unwrap();
      toast.success(answer.message);
      onClose();
    } catch {
      // The request's toast reports it (errors once).
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      open={!!message}
      title={REPORT_TEXT.title}
      onClose={onClose}
      onConfirm={() => void submit()}
      confirmLoading={busy}
      confirmText={REPORT_TEXT.send}
    >
      <Typography.Paragraph type="secondary">{REPORT_TEXT.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark="optional" preserve={false}>
        <Form.Item name="reason" label={REPORT_TEXT.reason} rules={[{ required: true, message: REPORT_TEXT.reasonRequired }]}>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            options={CHAT_REPORT_REASONS.map((reason) => ({ value: reason, label: CHAT_REPORT_REASON_LABELS[reason] }))}
          />
        </Form.Item>
        <Form.Item name="comment" label={REPORT_TEXT.comment}>
          <Input.TextArea maxLength={CHAT_REPORT_COMMENT_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
