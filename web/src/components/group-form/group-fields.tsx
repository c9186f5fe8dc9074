import { Form, Input, Switch } from 'antd';
import type { CSSProperties } from 'react';
import { GLOSSARY } from '#shared/glossary';
import { groupNameRules } from '../../lib/form-rules';

// German strings of the administrations' group and domain forms.
export const GROUP_FIELDS_TEXT = {
  name: 'Name',
  nameRequired: 'Bitte gib einen Namen ein.',
  openGroup: GLOSSARY.openGroup.term,
  openGroupHelp: GLOSSARY.openGroup.explanation,
} as const;

const T = GROUP_FIELDS_TEXT;

/** The `name` field of a group or domain in the administrations' forms. */
export function GroupNameItem({ inputStyle }: { inputStyle?: CSSProperties }) {
  return (
    <Form.Item label={T.name} name="name" rules={groupNameRules(T.nameRequired)}>
      <Input style={inputStyle} />
    </Form.Item>
  );
}

/** The `isPublic` switch of a group, with the glossary's explanation of an open group. */
export function OpenGroupItem({ style }: { style?: CSSProperties }) {
  return (
    <Form.Item label={T.openGroup} name="isPublic" valuePropName="checked" extra={T.openGroupHelp} style={style}>
      <Switch />
    </Form.Item>
  );
}
