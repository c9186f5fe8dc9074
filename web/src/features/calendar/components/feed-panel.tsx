import { StopOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Switch, Typography, type InputRef } from 'antd';
import { useRef } from 'react';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { CopyButton } from '../../../components/copy-button';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { toast } from '../../../lib/toast/toast';
import {
  useActivateFeedMutation,
  useCalendarFeedQuery,
  useDeactivateFeedMutation,
  useRenewFeedMutation,
  useRotateFeedMutation,
} from '../api';
import { FEED_TEXT as T } from '../text';

/** Where the clipboard is not available (no secure context), the field is selected for Ctrl+C. */
function selectForCopy(field: InputRef | null) {
  field?.select();
  toast.info(T.copyManually);
}

/**
 * The caller's own iCal feed (SPEC 2.5, issue 24 §5): their personal URL with a copy button and 'Link
 * erneuern'; administrators switch the group's links on and off (the settings page's iCal switch is the same
 * state) and revoke every member's link at once.
 */
export function FeedPanel({ tenantId }: { tenantId: string }) {
  const admin = useAccess().can('tenant:administration');
  const { currentData: feed, isFetching, isError, refetch } = useCalendarFeedQuery(tenantId);
  const [activate, activating] = useActivateFeedMutation();
  const [deactivate, deactivating] = useDeactivateFeedMutation();
  const [renew, renewing] = useRenewFeedMutation();
  const [rotate, rotating] = useRotateFeedMutation();
  const confirm = useConfirm();
  const field = useRef<InputRef>(null);
  const switching = activating.isLoading || deactivating.isLoading;
  // Subscribers need the full address, whether the API sends it whole or as a path.
  const url = feed?.url ? new URL(feed.url, window.location.origin).toString() : null;

  // Switching off, renewing and revoking all cut off subscriptions: each asks first.
  const askThen = (texts: { title: string; text: string; confirmText: string }, run: () => Promise<unknown>, done: string) =>
    confirm.ask({
      ...texts,
      onConfirm: async () => {
        await run();
        toast.success(done);
      },
    });

  const toggle = async (on: boolean) => {
    if (!on) {
      askThen(
        { title: T.deactivateTitle, text: T.deactivateText, confirmText: T.deactivate },
        () => deactivate(tenantId).unwrap(),
        T.deactivated,
      );
      return;
    }
    // The link appears at once: that is the confirmation, no toast.
    await activate(tenantId);
  };

  const askRenew = () =>
    askThen({ title: T.renewTitle, text: T.renewText, confirmText: T.renew }, () => renew(tenantId).unwrap(), T.renewed);

  const askRotate = () =>
    askThen({ title: T.rotateTitle, text: T.rotateText, confirmText: T.rotate }, () => rotate(tenantId).unwrap(), T.rotated);

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.title}</h2>} size="small" data-testid="feed-panel">
      <QueryState isLoading={!feed && isFetching} isError={isError} onRetry={refetch}>
        {feed && (
          <Flex vertical gap={12}>
            {admin && (
              <Flex align="center" gap={8}>
                <Switch id="calendar-feed-switch" checked={feed.active} loading={switching} onChange={toggle} />
                <label htmlFor="calendar-feed-switch">{T.switchLabel}</label>
              </Flex>
            )}
            {feed.active && url ? (
              <>
                <Typography.Paragraph style={{ margin: 0 }}>{T.intro}</Typography.Paragraph>
                <div>
                  <label htmlFor="calendar-feed-url" style={{ display: 'block', marginBottom: 4 }}>
                    {T.urlLabel}
                  </label>
                  <Input id="calendar-feed-url" ref={field} readOnly value={url} onFocus={(event) => event.target.select()} />
                  <div style={{ marginTop: 8 }}>
                    <CopyButton text={url} aria-label={T.copyLabel} onFail={() => selectForCopy(field.current)}>
                      {T.copy}
                    </CopyButton>
                  </div>
                </div>
                <Flex wrap gap={8}>
                  <Button icon={<SyncOutlined aria-hidden />} loading={renewing.isLoading} onClick={askRenew}>
                    {T.renew}
                  </Button>
                  {admin && (
                    <Button danger icon={<StopOutlined aria-hidden />} loading={rotating.isLoading} onClick={askRotate}>
                      {T.rotate}
                    </Button>
                  )}
                </Flex>
              </>
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {/* Switched on, yet no link: the caller looks in without a membership (platform staff). */}
                {feed.active ? T.membersOnly : admin ? T.off : `${T.off} ${T.offAskAdmin}`}
              </Typography.Paragraph>
            )}
          </Flex>
        )}
      </QueryState>
      {confirm.dialog}
    </Card>
  );
}
