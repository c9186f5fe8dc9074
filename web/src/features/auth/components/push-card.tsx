import { Alert, Card, Space, Switch, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { PUSH_MESSAGES } from '#shared/push';
import { errorMessage, errorStatus } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast/toast';
import { useLazyPushKeyQuery, useSubscribePushMutation, useUnsubscribePushMutation } from '../push-api';
import { currentPushSubscription, pushAvailable, PushRefused, subscribeBrowser } from '../push-browser';
import { PUSH_TEXT as T } from '../push-text';

/** 'Mein Konto': the push switch of this browser and how to install the app (issue 25 §3). */
export function PushCard() {
  const labelId = useId();
  const available = pushAvailable();
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loadKey] = useLazyPushKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();

  useEffect(() => {
    let live = true;
    void currentPushSubscription().then((subscription) => live && setEnabled(subscription !== null));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const key = await loadKey(undefined, true);
    if (!key.data) return;
    const result = await subscribe(await subscribeBrowser(key.data.publicKey));
    if ('error' in result) return;
    setEnabled(true);
    toast.success(result.data.message);
  };

  const turnOff = async () => {
    const subscription = await currentPushSubscription();
    if (subscription) {
      const result = await unsubscribe({ endpoint: subscription.endpoint });
      if (result.error && errorStatus(result.error) !== 404) {
        toast.error(errorMessage(result.error) || T.unsubscribeFailed);
        return;
      }
      await subscription.unsubscribe().catch(() => undefined);
    }
    setEnabled(false);
    toast.success(PUSH_MESSAGES.unsubscribed);
  };

  const onChange = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? turnOn() : turnOff());
    } catch (err) {
      toast.error(err instanceof PushRefused ? err.message : T.subscribeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{T.title}</h2>}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{T.intro}</Typography.Paragraph>
        {available ? (
          <Space>
            <Switch aria-labelledby={labelId} checked={enabled} loading={busy} onChange={(on) => void onChange(on)} />
            <span id={labelId}>{T.switchLabel}</span>
          </Space>
        ) : (
          <Alert type="info" showIcon message={T.unsupported} />
        )}
        <div>
          <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>{T.installTitle}</h3>
          <Typography.Paragraph style={{ margin: 0 }}>{T.installIntro}</Typography.Paragraph>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            <li>{T.installAndroid}</li>
            <li>{T.installIos}</li>
            <li>{T.installDesktop}</li>
          </ul>
        </div>
      </Space>
    </Card>
  );
}
