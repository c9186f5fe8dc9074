import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { CONTACT_FIELD_MAX_LENGTH, type ContactField } from '#shared/contacts';
import { CONTACT_FIELD_DEPENDENCIES, contactFieldRule } from '../contact-form';
import { CONTACT_TEXT as T } from '../contact-text';

// Input types that give phones the right keyboard.
const INPUT_MODE: Partial<Record<ContactField, 'email' | 'tel' | 'numeric'>> = { mail: 'email', phone: 'tel', zip: 'numeric' };

function Field({ field, children }: { field: ContactField; children?: ReactNode }) {
  return (
    <Form.Item name={field} label={T.fields[field]} rules={[contactFieldRule(field)]} dependencies={CONTACT_FIELD_DEPENDENCIES[field]}>
      {children ?? <Input autoComplete="off" inputMode={INPUT_MODE[field]} maxLength={CONTACT_FIELD_MAX_LENGTH[field] + 1} />}
    </Form.Item>
  );
}

/**
 * The ten contact fields as antd form items, for a contact's dialog and for correcting an import row. Two
 * columns from 576 px up, one on phones. `maxLength` lets one character too many through, so that the shared
 * rule's message says why typing stops instead of the input silently refusing.
 */
export function ContactFields() {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Field field="title" />
        </Col>
        <Col xs={24} sm={8}>
          <Field field="firstName" />
        </Col>
        <Col xs={24} sm={8}>
          <Field field="lastName" />
        </Col>
      </Row>
      <Field field="organisation" />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Field field="mail" />
        </Col>
        <Col xs={24} sm={12}>
          <Field field="phone" />
        </Col>
      </Row>
      <Field field="street" />
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Field field="zip" />
        </Col>
        <Col xs={24} sm={16}>
          <Field field="city" />
        </Col>
      </Row>
      <Field field="description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={CONTACT_FIELD_MAX_LENGTH.description + 1} />
      </Field>
    </>
  );
}
