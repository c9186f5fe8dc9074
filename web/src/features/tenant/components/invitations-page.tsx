import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { Invitation } from '#shared/tenant';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ItemList } from '../../../components/item-list';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { browser } from '../../../lib/browser';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { selectGroups } from '../../../lib/session/selectors';
import { flashAfterReload } from '../../../lib/toast/flash';
import { toast } from '../../../lib/toast/toast';
import { useAcceptInvitationMutation, useDeclineInvitationMutation, useMyInvitationsQuery } from '../api';
import { GROUP_LINK_TEXT, INVITATIONS_TEXT, personName } from '../text';
import { OpenGroupButton } from './open-group-button';

const JOINED_PARAM = 'joined';

/** SPEC 4: accepting reloads the page (the new group then comes with the auth data); declining does not. */
export function InvitationsPage() {
  const { data, isLoading, isError, refetch } = useMyInvitationsQuery();
  const [accept] = useAcceptInvitationMutation();
  const [decline] = useDeclineInvitationMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const confirm = useConfirm();
  // The reload after accepting names the new group, so that the page can offer the way into it.
  const [search] = useSearchParams();
  const joinedGroup = useSelector(selectGroups).find((group) => group._id === search.get(JOINED_PARAM));

  const onAccept = async (invitation: Invitation) => {
    setBusy(invitation._id);
    const result = await accept(invitation._id);
    if ('error' in result) {
      setBusy(null);
      return;
    }
    flashAfterReload('success', INVITATIONS_TEXT.accepted);
    browser.load(`${window.location.pathname}?${JOINED_PARAM}=${encodeURIComponent(invitation.tenantId)}`);
  };

  const onDecline = async (invitation: Invitation) => {
    setBusy(invitation._id);
    const result = await decline(invitation._id);
    setBusy(null);
    if (!('error' in result)) toast.success(INVITATIONS_TEXT.declined);
  };

  return (
    <Page title={INVITATIONS_TEXT.title}>
      {joinedGroup && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="joined-group"
          title={GROUP_LINK_TEXT.joined(joinedGroup.name)}
          action={<OpenGroupButton size="small" groupId={joinedGroup._id} name={joinedGroup.name} />}
        />
      )}
      <QueryState isLoading={isLoading} isError={isError} onRetry={refetch}>
        <Card>
          <ItemList
            items={data?.items ?? []}
            empty={
              <EmptyState
                title={INVITATIONS_TEXT.none}
                text={INVITATIONS_TEXT.noneText}
                action={{ label: INVITATIONS_TEXT.toDiscover, to: paths.discover }}
              />
            }
            itemTestId="invitation-item"
            row={(invitation) => {
              const name = invitation.tenant?.name ?? '';
              const inviter = personName(invitation.invitedBy);
              return {
                key: invitation._id,
                actions: [
                  <Button
                    key="accept"
                    type="primary"
                    loading={busy === invitation._id}
                    disabled={!!busy && busy !== invitation._id}
                    aria-label={INVITATIONS_TEXT.acceptLabel(name)}
                    onClick={() => onAccept(invitation)}
                  >
                    {INVITATIONS_TEXT.accept}
                  </Button>,
                  <Button
                    key="decline"
                    disabled={!!busy}
                    aria-label={INVITATIONS_TEXT.declineLabel(name)}
                    onClick={() =>
                      confirm.ask({
                        title: INVITATIONS_TEXT.declineTitle(name),
                        text: INVITATIONS_TEXT.declineText,
                        confirmText: INVITATIONS_TEXT.decline,
                        onConfirm: () => onDecline(invitation),
                      })
                    }
                  >
                    {INVITATIONS_TEXT.decline}
                  </Button>,
                ],
                content: (
                  <Space orientation="vertical" size={2}>
                    <Typography.Text strong>{name}</Typography.Text>
                    <Typography.Text type="secondary">
                      {[
                        invitation.tenant?.typeLabel,
                        INVITATIONS_TEXT.as(invitation.levelLabel),
                        inviter && INVITATIONS_TEXT.by(inviter),
                        formatDate(invitation.invitedAt),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Space>
                ),
              };
            }}
          />
        </Card>
      </QueryState>
      {confirm.dialog}
    </Page>
  );
}
