import { Alert } from 'antd';
import { selectConnectionLost } from '../../../lib/realtime/realtime-slice';
import { useAppSelector } from '../../../lib/state';
import { CHAT_TEXT } from '../text';

/** SPEC 2.5 and 8: while the live connection is down, the chat says so (it reconnects on its own). */
export function ConnectionBanner() {
  const lost = useAppSelector(selectConnectionLost);
  if (!lost) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="chat-connection-lost"
      title={CHAT_TEXT.connectionLost}
      style={{ marginBottom: 8 }}
    />
  );
}
