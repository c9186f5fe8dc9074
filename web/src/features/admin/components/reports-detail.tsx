import { Alert, Button, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import type { ChatMessage } from '#shared/chat';
import {
  CHAT_REPORT_ACTION_DONE,
  CHAT_REPORT_ACTION_LABELS,
  CHAT_REPORT_REASON_LABELS,
  ChatReportAction,
  ChatReportState,
  type ChatReportDetail,
} from '#shared/chat-reports';
import { useConfirm, type ConfirmOptions } from '../../../components/confirm/confirm-action';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useIsMobile } from '../../../lib/media';
import { toast } from '../../../lib/toast/toast';
import { reportFileUrl, useActOnReportMutation, useChatReportQuery } from './reports-api';
import { REPORT_ACTION_TEXT as A, reportPlace, REPORTS_TEXT as T } from './reports-text';

/**
 * A message as plain text. Moderators read reported text here: no links are made clickable and nothing is
 * interpreted as HTML (React text only).
 */
function PlainMessage({ message, highlight, fileUrl }: { message: ChatMessage; highlight?: boolean; fileUrl?: (id: string) => string }) {
  return (
    <li
      data-testid={highlight ? 'report-message' : 'report-context'}
      style={{
        padding: '6px 10px',
        marginBottom: 6,
        borderRadius: 8,
        background: highlight ? 'var(--ant-color-warning-bg)' : 'var(--ant-color-fill-quaternary)',
        border: highlight ? '1px solid var(--ant-color-warning-border)' : undefined,
      }}
    >
      <Flex gap={8} wrap>
        <Typography.Text strong>{message.sender.name}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
      </Flex>
      <Typography.Text
        italic={message.removed}
        type={message.removed ? 'secondary' : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {message.content}
      </Typography.Text>
      {message.files.length > 0 && !fileUrl && (
        <Typography.Text type="secondary"> ({message.files.map((f) => f.name).join(', ')})</Typography.Text>
      )}
      {message.files.length > 0 && fileUrl && (
        // The reported message's files open for the moderation (each opening is audited); never inline here.
        <ul aria-label={T.files} style={{ margin: '4px 0 0', paddingInlineStart: 18 }} data-testid="report-files">
          {message.files.map((f) => (
            <li key={f._id}>
              <a href={fileUrl(f._id)} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The four actions, each confirmed first: what follows is named in the dialog. */
function actionDialogs(report: ChatReportDetail): Record<ChatReportAction, Omit<ConfirmOptions, 'onConfirm'>> {
  const name = report.sender.name;
  return {
    [ChatReportAction.DISMISS]: { title: A.dismissTitle, text: A.dismissText, confirmText: A.dismiss, danger: false },
    [ChatReportAction.REMOVE]: { title: A.removeTitle, text: A.removeText, confirmText: A.remove },
    [ChatReportAction.WARN]: { title: A.warnTitle(name), text: A.warnText(name), confirmText: A.warn, danger: false },
    [ChatReportAction.SUSPEND]: { title: A.suspendTitle(name), text: A.suspendText(name), confirmText: A.suspend },
  };
}

function ReportBody({ report }: { report: ChatReportDetail }) {
  const confirm = useConfirm();
  const [act] = useActOnReportMutation();
  const open = report.state === ChatReportState.OPEN;
  const dialogs = actionDialogs(report);
  const ask = (action: ChatReportAction) =>
    confirm.ask({
      ...dialogs[action],
      onConfirm: () =>
        act({ reportId: report._id, action })
          .unwrap()
          .then(() => toast.success(CHAT_REPORT_ACTION_DONE[action])),
    });

  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'where', label: T.where, children: reportPlace(report) },
          { key: 'reason', label: T.reason, children: CHAT_REPORT_REASON_LABELS[report.reason] },
          { key: 'comment', label: T.comment, children: report.comment || T.noComment },
          { key: 'reporter', label: T.reporter, children: `${report.reporter.name}, ${formatDateTime(report.createdAt)}` },
          {
            key: 'sender',
            label: T.sender,
            children: (
              <>
                {report.sender.name} {report.senderSuspended && <Tag color="red">{T.suspended}</Tag>}
              </>
            ),
          },
          ...(report.action
            ? [
                {
                  key: 'action',
                  label: T.action,
                  children: `${CHAT_REPORT_ACTION_LABELS[report.action]}${report.handledBy ? ` (${T.handled(report.handledBy.name, formatDateTime(report.handledAt ?? report.updatedAt))})` : ''}`,
                },
              ]
            : []),
        ]}
      />
      <section aria-label={T.context}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {T.context}
        </Typography.Title>
        {report.context.length === 0 ? (
          <Typography.Text type="secondary">{T.noContext}</Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {report.context.map((message) => (
              <PlainMessage key={message._id} message={message} />
            ))}
          </ul>
        )}
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 12 }}>
          {T.reported}
        </Typography.Title>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <PlainMessage message={report.message} highlight fileUrl={(id) => reportFileUrl(report._id, id)} />
        </ul>
        {report.message.removed && (
          <>
            <Typography.Paragraph type="secondary">{T.removedNow}</Typography.Paragraph>
            <Typography.Text strong>{T.original}: </Typography.Text>
            <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.originalContent}</Typography.Text>
          </>
        )}
      </section>
      {open ? (
        <section aria-label={T.actions}>
          <Flex gap={8} wrap>
            <Button onClick={() => ask(ChatReportAction.DISMISS)}>{CHAT_REPORT_ACTION_LABELS.DISMISS}</Button>
            <Button danger onClick={() => ask(ChatReportAction.REMOVE)}>
              {CHAT_REPORT_ACTION_LABELS.REMOVE}
            </Button>
            <Button onClick={() => ask(ChatReportAction.WARN)}>{CHAT_REPORT_ACTION_LABELS.WARN}</Button>
            <Button danger onClick={() => ask(ChatReportAction.SUSPEND)}>
              {CHAT_REPORT_ACTION_LABELS.SUSPEND}
            </Button>
          </Flex>
        </section>
      ) : (
        <Alert type="info" showIcon title={T.closedNote} />
      )}
      {confirm.dialog}
    </Flex>
  );
}

/** One report with its context and the moderation's actions. */
export function ReportDetailDrawer({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const mobile = useIsMobile();
  const report = useChatReportQuery(reportId);
  return (
    <Drawer open title={T.detailTitle} onClose={onClose} size={mobile ? '100%' : 600} data-testid="report-detail">
      <QueryState isLoading={report.isLoading} isError={report.isError} onRetry={report.refetch}>
        {report.data && <ReportBody report={report.data} />}
      </QueryState>
    </Drawer>
  );
}
