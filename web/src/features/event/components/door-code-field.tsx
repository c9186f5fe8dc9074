import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { EVENT_DOOR_CODE_MAX_LENGTH, EVENT_DOOR_CODE_PATTERN, type EventView } from '#shared/event';
import { toast } from '../../../lib/toast/toast';
import { useUpdateEventMutation } from '../api';
import { DOOR_CODE_TEXT as T } from '../text';

export interface DoorCodeFieldProps {
  tenantId: string;
  event: EventView;
}

/**
 * The code shown at the door (issue 24 §18): with one set, the public check-in asks for it, so that a
 * check-in needs someone in the hall. Organisers read and change it here; it is printed on the QR sheet.
 */
export function DoorCodeField({ tenantId, event }: DoorCodeFieldProps) {
  const [update, { isLoading }] = useUpdateEventMutation();
  const [value, setValue] = useState(event.doorCode ?? '');
  const trimmed = value.trim();
  const invalid = trimmed.length > EVENT_DOOR_CODE_MAX_LENGTH || !EVENT_DOOR_CODE_PATTERN.test(trimmed);
  const save = async () => {
    try {
      await update({ tenantId, eventId: event._id, doorCode: trimmed }).unwrap();
      toast.success(T.saved(trimmed));
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  const id = 'event-door-code';
  return (
    <Flex vertical gap={4}>
      <Form.Item
        label={T.label}
        htmlFor={id}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? T.invalid : undefined}
        style={{ marginBottom: 0 }}
      >
        <Flex gap={8} wrap>
          <Input
            id={id}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={T.placeholder}
            autoComplete="off"
            style={{ maxWidth: 220 }}
            aria-describedby={`${id}-help`}
            data-testid="door-code-input"
          />
          <Button onClick={save} loading={isLoading} disabled={invalid || trimmed === (event.doorCode ?? '')}>
            {T.save}
          </Button>
        </Flex>
      </Form.Item>
      <Typography.Text type="secondary" id={`${id}-help`}>
        {T.help}
      </Typography.Text>
    </Flex>
  );
}
