import { Button, Flex, Typography } from 'antd';
import type { JoinRequest } from '#shared/tenant';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ItemList } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { useDecideJoinRequestMutation, useJoinRequestsQuery } from '../join-request-api';
import { JOIN_REQUESTS_TEXT as T } from '../join-request-text';
import { personName } from '../text';

/** Issue 24: the requests to join this group, for those who administer members; yes makes a guest. */
export function JoinRequestsPanel({ tenantId }: { tenantId: string }) {
  const requests = useJoinRequestsQuery({ tenantId, pageSize: 200 });
  const [decide, deciding] = useDecideJoinRequestMutation();
  const confirm = useConfirm();
  const busyId = deciding.isLoading ? deciding.originalArgs?.requestId : undefined;

  const answer = async (request: JoinRequest, accept: boolean) => {
    const result = await decide({ tenantId, requestId: request._id, accept });
    if (!('error' in result)) toast.success(accept ? T.accepted : T.rejected);
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 32 }} data-testid="join-requests">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {T.title}
      </Typography.Title>
      {/* currentData: never the previous group's requests after a switch. */}
      <QueryState isLoading={!requests.currentData && requests.isFetching} isError={requests.isError} onRetry={requests.refetch}>
        <ItemList
          items={requests.currentData?.items ?? []}
          itemTestId="join-request"
          empty={<EmptyState compact title={T.none} text={T.noneText} />}
          row={(request) => {
            const name = personName(request.requester);
            return {
              key: request._id,
              content: (
                <>
                  <Typography.Text strong>{name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{T.since(formatDate(request.createdAt))}</Typography.Text>
                </>
              ),
              actions: [
                <Button
                  key="accept"
                  type="primary"
                  size="small"
                  aria-label={T.acceptLabel(name)}
                  loading={busyId === request._id}
                  onClick={() => answer(request, true)}
                >
                  {T.accept}
                </Button>,
                <Button
                  key="reject"
                  danger
                  size="small"
                  aria-label={T.rejectLabel(name)}
                  disabled={busyId === request._id}
                  onClick={() =>
                    confirm.ask({
                      title: T.rejectTitle(name),
                      text: T.rejectText,
                      confirmText: T.reject,
                      onConfirm: () => answer(request, false),
                    })
                  }
                >
                  {T.reject}
                </Button>,
              ],
            };
          }}
        />
      </QueryState>
      {confirm.dialog}
    </Flex>
  );
}
