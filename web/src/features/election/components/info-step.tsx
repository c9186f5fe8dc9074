import { Checkbox, Form, Input } from 'antd';
import { MESSAGES, NAME_MAX_LENGTH } from '#shared/validation';
import { ELECTION_TEXT as T } from '../text';

const nameRules = (message: string) => [
  { required: true, whitespace: true, message },
  { max: NAME_MAX_LENGTH, message: MESSAGES.tooLong(NAME_MAX_LENGTH) },
];

/** Step 5: who led the election, what happened to the minutes, and the truth confirmation. */
export function InfoStep() {
  return (
    <>
      <fieldset className="election-person">
        <legend>{T.leader}</legend>
        <Form.Item label={T.leaderFirstName} name="leaderFirstName" rules={nameRules(T.leaderFirstNameRequired)}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.leaderLastName} name="leaderLastName" rules={nameRules(T.leaderLastNameRequired)}>
          <Input autoComplete="off" />
        </Form.Item>
      </fieldset>
      <Form.Item name="minutesToPrincipal" valuePropName="checked">
        <Checkbox>{T.minutesToPrincipal}</Checkbox>
      </Form.Item>
      <Form.Item name="minutesKeptByCouncil" valuePropName="checked">
        <Checkbox>{T.minutesKeptByCouncil}</Checkbox>
      </Form.Item>
      <Form.Item
        name="truthConfirmed"
        valuePropName="checked"
        rules={[{ validator: (_r, value) => (value ? Promise.resolve() : Promise.reject(new Error(T.truthRequired))) }]}
      >
        <Checkbox>{T.truth}</Checkbox>
      </Form.Item>
    </>
  );
}
