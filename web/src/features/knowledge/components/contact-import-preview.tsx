import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { ContactImportPreview } from '#shared/contacts';
import { ResponsiveTable } from '../../../components/responsive-table';
import { contactAddress, contactName } from '../contact-form';
import { rowsWithErrors, type PreviewRow, type PreviewState } from '../contact-import';
import { CONTACT_TEXT as C, IMPORT_TEXT as T } from '../contact-text';

export interface ContactImportPreviewProps {
  preview: ContactImportPreview;
  state: PreviewState;
  onEdit: (row: PreviewRow) => void;
  onRemove: (row: PreviewRow) => void;
}

/** What one row will become: name, organisation, e-mail, phone and address on as few lines as they need. */
function RowContact({ row }: { row: PreviewRow }) {
  const { contact } = row;
  const details = [contact.organisation, contact.mail, contact.phone, contactAddress(contact)].filter(Boolean).join(' · ');
  return (
    <Flex vertical>
      <span>{contactName(contact, C.unnamed)}</span>
      {details && <Typography.Text type="secondary">{details}</Typography.Text>}
    </Flex>
  );
}

/** Every error of a row, each with the name of its field; or that the row is fine. */
function RowProblems({ row }: { row: PreviewRow }) {
  if (row.errors.length === 0) {
    return (
      <Typography.Text type="success">
        <CheckCircleOutlined aria-hidden /> {T.ok}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical data-testid="import-row-errors">
      {row.errors.map((error, index) => (
        <Typography.Text type="danger" key={index}>
          {error.field ? `${C.fields[error.field]}: ${error.message}` : error.message}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The parsed rows before anything is saved, with their errors; each row can be corrected or dropped. */
export function ContactImportPreviewTable({ preview, state, onEdit, onRemove }: ContactImportPreviewProps) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const errors = rowsWithErrors(state);
  const valid = state.rows.length - errors;
  const rows = onlyErrors && errors > 0 ? state.rows.filter((row) => row.errors.length > 0) : state.rows;
  return (
    <Flex vertical gap={12} data-testid="import-preview">
      <Alert
        type={errors > 0 ? 'warning' : state.rows.length > 0 ? 'success' : 'info'}
        showIcon
        title={state.rows.length === 0 ? T.nothingLeft : errors > 0 ? T.summary(valid, errors) : T.allValid(valid)}
        description={errors > 0 ? T.fixHint : undefined}
      />
      {preview.ignoredColumns.length > 0 && <Typography.Text type="secondary">{T.ignoredColumns(preview.ignoredColumns)}</Typography.Text>}
      {errors > 0 && (
        <Flex gap={8} align="center">
          <Switch id="import-only-errors" size="small" checked={onlyErrors} onChange={setOnlyErrors} />
          <label htmlFor="import-only-errors">{T.onlyErrors}</label>
        </Flex>
      )}
      <ResponsiveTable<PreviewRow>
        rowKey="row"
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { key: 'row', title: T.row, dataIndex: 'row', width: 70 },
          { key: 'contact', title: T.contact, render: (_, row) => <RowContact row={row} /> },
          { key: 'problems', title: T.problems, render: (_, row) => <RowProblems row={row} /> },
          {
            key: 'actions',
            render: (_, row) => (
              <Flex gap={8} justify="flex-end">
                <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={T.editRow(row.row)} onClick={() => onEdit(row)} />
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={T.removeRow(row.row)}
                  onClick={() => onRemove(row)}
                />
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
