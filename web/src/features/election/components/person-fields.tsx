import { Col, Form, Input, Row } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { MESSAGES, NAME_MAX_LENGTH } from '#shared/validation';
import { otherMailRules } from '../../../lib/form-rules';
import { ELECTION_TEXT as T } from '../text';

const textRules = (message: string, max = NAME_MAX_LENGTH) => [
  { required: true, whitespace: true, message },
  { max, message: MESSAGES.tooLong(max) },
];

interface PersonFieldsProps {
  legend: string;
  /** Where the person sits in the form values, e.g. ['people', 'DELEGATE_1'] or [0] inside a Form.List. */
  name: (string | number)[];
  withClass: boolean;
}

/** One elected person: a fieldset so that screen readers announce the office with each field. */
export function PersonFields({ legend, name, withClass }: PersonFieldsProps) {
  const field = (key: string): NamePath => [...name, key];
  return (
    <fieldset className="election-person">
      <legend>{legend}</legend>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={T.firstName} name={field('firstName')} rules={textRules(T.firstNameRequired)}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={T.lastName} name={field('lastName')} rules={textRules(T.lastNameRequired)}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={withClass ? 16 : 24}>
          <Form.Item label={T.mail} name={field('mail')} rules={otherMailRules}>
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        {withClass && (
          <Col xs={24} sm={8}>
            <Form.Item label={T.className} name={field('className')} rules={textRules(T.classRequired, 20)}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </fieldset>
  );
}
