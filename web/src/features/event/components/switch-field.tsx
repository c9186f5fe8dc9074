import { Flex, Switch, Typography } from 'antd';
import type { EventSwitchKey, EventView } from '#shared/event';
import { useUpdateEventMutation } from '../api';
import { SWITCH_TEXT as T } from '../text';

export interface SwitchFieldProps {
  tenantId: string;
  event: EventView;
  name: EventSwitchKey;
  label: string;
}

/**
 * One of the three public switches (SPEC 4), saved at once: only the sent switch changes on the server.
 * Nothing is lost by a click, so it does not ask first; the state says what the public page shows.
 */
export function SwitchField({ tenantId, event, name, label }: SwitchFieldProps) {
  const [update, { isLoading }] = useUpdateEventMutation();
  const on = event.switches[name];
  const toggle = async (next: boolean) => {
    try {
      // The state beside the switch is the confirmation: no toast (issue 28 §7).
      await update({ tenantId, eventId: event._id, switches: { [name]: next } }).unwrap();
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  const id = `event-switch-${name}`;
  return (
    <Flex gap={8} align="center" wrap>
      <Switch id={id} checked={on} loading={isLoading} onChange={toggle} aria-describedby={`${id}-state`} />
      <label htmlFor={id} style={{ cursor: 'pointer' }}>
        {label}
      </label>
      <Typography.Text type="secondary" id={`${id}-state`} role="status">
        {on ? T.on : T.off}
      </Typography.Text>
    </Flex>
  );
}
