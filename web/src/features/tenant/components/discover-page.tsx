import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { TENANT_TYPE_LABELS, TenantType } from '#shared/levels';
import type { PublicTenant } from '#shared/tenant';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { browser } from '../../../lib/browser';
import { selectGroups } from '../../../lib/session/selectors';
import { flashAfterReload } from '../../../lib/toast/flash';
import { toast } from '../../../lib/toast/toast';
import { useJoinTenantMutation, useLeaveTenantMutation, usePublicTenantsQuery } from '../api';
import { useMyJoinRequestsQuery } from '../join-request-api';
import { DISCOVER_REQUEST_TEXT as R } from '../join-request-text';
import { settingsTab } from '../settings-tabs';
import { DISCOVER_TEXT, SETTINGS_TEXT, TENANT_TEXT } from '../text';
import { OpenGroupButton } from './open-group-button';

const TYPES = Object.values(TenantType);
const TYPE_OPTIONS = [
  { value: '', label: DISCOVER_TEXT.allTypes },
  ...TYPES.map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] })),
];

/**
 * SPEC 2.3 and 4: open groups; joining or leaving reloads the page so that every screen sees the change. A group
 * that admits on request (issue 24) gets a request instead, and its row says 'Anfrage gesendet' until decided.
 */
export function DiscoverPage() {
  const groups = useSelector(selectGroups);
  const memberOf = new Set(groups.map((group) => group._id));
  const requested = new Set((useMyJoinRequestsQuery().data?.items ?? []).map((request) => request.tenant._id));
  const access = useAccess();
  // The filters live in the address, so the reload after joining or leaving keeps the caller's place.
  const [params, setParams] = useSearchParams();
  const text = params.get('text') ?? '';
  const type = TYPES.find((t) => t === params.get('type')) ?? '';
  // The search box is controlled, so that the empty state's 'Suche zurücksetzen' can clear it.
  const [typed, setTyped] = useState(text);
  const paging = usePaging();
  const setFilter = (next: { text?: string; type?: TenantType | '' }) => {
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) updated.set(key, value);
      else updated.delete(key);
    }
    setParams(updated, { replace: true });
    paging.reset();
  };
  const { data, isLoading, isFetching, isError, refetch } = usePublicTenantsQuery({ text, type: type || undefined, ...paging.query });
  const [join, joining] = useJoinTenantMutation();
  const [leave, leaving] = useLeaveTenantMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const confirm = useConfirm();

  const act = async (tenant: PublicTenant, member: boolean) => {
    setBusyId(tenant._id);
    const result = member ? await leave(tenant._id) : await join(tenant._id);
    if ('error' in result || (result.data && 'request' in result.data)) {
      // A request changes no membership: no reload, the row turns into 'Anfrage gesendet' with the refetch.
      if (!('error' in result)) toast.success(R.sent);
      setBusyId(null);
      return;
    }
    flashAfterReload('success', member ? DISCOVER_TEXT.left : DISCOVER_TEXT.joined);
    browser.load(window.location.pathname + window.location.search);
  };

  const resetSearch = () => {
    setTyped('');
    setFilter({ text: '', type: '' });
  };
  // No hit for a search says how to widen it; no open group at all says how a group becomes one.
  const empty =
    text || type ? (
      <EmptyState
        title={DISCOVER_TEXT.noHits}
        text={DISCOVER_TEXT.noHitsText}
        action={{ label: DISCOVER_TEXT.resetSearch, onClick: resetSearch }}
      />
    ) : (
      <EmptyState
        title={DISCOVER_TEXT.none}
        text={DISCOVER_TEXT.noneText}
        action={access.can('tenant:administration') ? { label: DISCOVER_TEXT.openOwn, to: settingsTab('misc') } : undefined}
      />
    );

  const columns = [
    { title: TENANT_TEXT.name, dataIndex: 'name', key: 'name' },
    { title: DISCOVER_TEXT.type, dataIndex: 'typeLabel', key: 'type' },
    { title: DISCOVER_TEXT.domain, key: 'domain', render: (_: unknown, row: PublicTenant) => row.domain?.name ?? '' },
    { title: DISCOVER_TEXT.members, dataIndex: 'memberCount', key: 'members' },
    {
      title: TENANT_TEXT.actions,
      key: 'actions',
      render: (_: unknown, row: PublicTenant) => {
        const member = memberOf.has(row._id);
        if (!member && requested.has(row._id)) {
          return (
            <Button size="small" disabled aria-label={R.pendingLabel(row.name)}>
              {R.pending}
            </Button>
          );
        }
        const onRequest = !member && row.joinPolicy === 'REQUEST';
        const toggle = (
          <Button
            size="small"
            danger={member}
            type={member ? 'default' : 'primary'}
            loading={busyId === row._id && (joining.isLoading || leaving.isLoading)}
            aria-label={
              member ? DISCOVER_TEXT.leaveLabel(row.name) : onRequest ? R.requestLabel(row.name) : DISCOVER_TEXT.joinLabel(row.name)
            }
            onClick={() =>
              member
                ? confirm.ask({
                    title: SETTINGS_TEXT.leaveTitle,
                    text: SETTINGS_TEXT.leaveText(row.name),
                    confirmText: DISCOVER_TEXT.leave,
                    onConfirm: () => act(row, member),
                  })
                : act(row, member)
            }
          >
            {member ? DISCOVER_TEXT.leave : onRequest ? R.request : DISCOVER_TEXT.join}
          </Button>
        );
        // After joining (the page reloads) the row offers the way into the group.
        return member ? (
          <Flex gap={8} wrap>
            <OpenGroupButton size="small" groupId={row._id} name={row.name} />
            {toggle}
          </Flex>
        ) : (
          toggle
        );
      },
    },
  ];

  return (
    <Page title={DISCOVER_TEXT.title}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={DISCOVER_TEXT.search}
          placeholder={DISCOVER_TEXT.searchPlaceholder}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ maxWidth: 320 }}
          onSearch={(value) => setFilter({ text: value.trim() })}
        />
        <Select
          aria-label={DISCOVER_TEXT.type}
          value={type}
          style={{ minWidth: 220 }}
          options={TYPE_OPTIONS}
          onChange={(value: TenantType | '') => setFilter({ type: value })}
        />
      </Flex>
      <QueryState isLoading={isLoading} isError={isError} onRetry={refetch}>
        <PagedTable<PublicTenant>
          data-testid="discover-table"
          data={data}
          paging={paging}
          loading={isFetching}
          columns={columns}
          empty={empty}
          hideOnSinglePage
        />
      </QueryState>
      {confirm.dialog}
    </Page>
  );
}
