import { Form, Input } from 'antd';
import { EVENT_LOCATION_MAX_LENGTH } from '#shared/event';
import { MESSAGES } from '#shared/validation';
import { rangeProblem } from '../event-dates';
import { DETAILS_TEXT as T } from '../text';
import { EventRangeField, type EventRange } from './event-range-field';

const rangeRule = {
  validator: (_rule: unknown, value: EventRange) => {
    const problem = rangeProblem(value, T);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/** When and where an event takes place: the same two fields in the create dialog and on the description tab. */
export function WhenWhereItems() {
  return (
    <>
      <Form.Item name="range" label={T.range} rules={[rangeRule]}>
        <EventRangeField />
      </Form.Item>
      <Form.Item
        name="location"
        label={T.location}
        rules={[{ max: EVENT_LOCATION_MAX_LENGTH, message: MESSAGES.tooLong(EVENT_LOCATION_MAX_LENGTH) }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}
