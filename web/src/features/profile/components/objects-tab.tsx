import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Pagination, Row, Segmented } from 'antd';
import { useState } from 'react';
import {
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  ContentStatus,
  PROFILE_OBJECT_MESSAGES as PM,
  ProfileObjectKind,
  type ProfileObjectView,
} from '#shared/profile-objects';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { toast } from '../../../lib/toast/toast';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useDeleteProfileObjectMutation, useProfileObjectsQuery, useUpdateProfileObjectMutation } from '../api';
import { OBJECT_TEXT as T, transitionDone } from '../text';
import { ObjectCard } from './object-card';
import { ObjectDialog } from './object-dialog';

type StatusFilter = ContentStatus | 'all';
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: T.allStatuses },
  ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] })),
];
/** Cards come two or three to a row: a page of twelve fills whole rows. */
const PAGE_SIZE = 12;

/** The news or projects tab: cards with status tags, search, a status filter and the workflow on each card. */
export function ObjectsTab({ tenantId, kind }: { tenantId: string; kind: ProfileObjectKind }) {
  const access = useAccess();
  const mayCreate = access.can('profile-object:create');
  const mayPublish = access.can('profile-object:publish');
  const text = T.kind[kind];
  const paging = usePaging(PAGE_SIZE);
  const [filters, setFilter] = useUrlFilters({ text: '', status: 'all' }, paging.reset);
  const status = STATUS_OPTIONS.find((o) => o.value === filters.status)?.value ?? 'all';
  const list = useProfileObjectsQuery({
    tenantId,
    kind,
    text: filters.text || undefined,
    status: status === 'all' ? undefined : status,
    ...paging.query,
  });
  const [move, moving] = useUpdateProfileObjectMutation();
  const [remove] = useDeleteProfileObjectMutation();
  const confirm = useConfirm();
  // undefined: closed; null: a new object; else the object being changed.
  const [editing, setEditing] = useState<ProfileObjectView | null | undefined>(undefined);

  const onMove = async (object: ProfileObjectView, to: ContentStatus) => {
    try {
      await move({ tenantId, kind, objectId: object._id, status: to }).unwrap();
      toast.success(transitionDone(to));
    } catch {
      // The base query has shown the failure.
    }
  };
  const onDelete = (object: ProfileObjectView) =>
    confirm.ask({
      title: text.deleteTitle(object.title),
      text: T.deleteText,
      confirmText: T.deleteLabel,
      onConfirm: async () => {
        await remove({ tenantId, kind, objectId: object._id }).unwrap();
        toast.success(kind === ProfileObjectKind.NEWS ? PM.newsDeleted : PM.projectDeleted);
      },
    });

  const create = mayCreate ? { label: text.createFirst, onClick: () => setEditing(null) } : undefined;
  const empty = filters.text ? (
    <EmptyState title={T.noHits} action={{ label: T.resetSearch, onClick: () => setFilter({ text: '' }) }} />
  ) : status !== 'all' ? (
    <EmptyState title={T.noStatus(CONTENT_STATUS_LABELS[status])} />
  ) : (
    <EmptyState title={text.none} text={text.noneText} action={create} />
  );
  const data = list.currentData;

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center">
          <ListSearch label={text.search} value={filters.text} onSearch={(value) => setFilter({ text: value })} />
          <Segmented<StatusFilter>
            aria-label={T.statusFilter}
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => setFilter({ status: value })}
          />
        </Flex>
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {text.create}
          </Button>
        )}
      </Flex>
      <QueryState isLoading={list.isLoading} isError={list.isError} onRetry={list.refetch}>
        {data && data.items.length === 0 ? (
          empty
        ) : (
          <Row gutter={[16, 16]} role="list" aria-label={text.list} data-testid="profile-objects">
            {data?.items.map((object) => (
              <Col key={object._id} xs={24} md={12} xl={8} role="listitem">
                <ObjectCard object={object} busy={moving.isLoading} onMove={onMove} onEdit={setEditing} onDelete={onDelete} />
              </Col>
            ))}
          </Row>
        )}
        {data && data.total > data.pageSize && (
          <Pagination
            current={paging.page}
            pageSize={paging.pageSize}
            total={data.total}
            showSizeChanger={false}
            onChange={paging.setPage}
            style={{ marginTop: 8, alignSelf: 'center' }}
          />
        )}
      </QueryState>
      {editing !== undefined && (
        <ObjectDialog
          tenantId={tenantId}
          kind={kind}
          object={editing ?? undefined}
          mayPublish={mayPublish}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirm.dialog}
    </Flex>
  );
}
