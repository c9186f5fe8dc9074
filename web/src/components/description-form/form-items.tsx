import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/validation';
import type { ViewAccessOption } from '../view-access/view-access';
import { ViewAccessField } from '../view-access/view-access-field';

export interface TitleItemProps {
  label: string;
  /** The feature's 'Bitte gebe einen Titel ein.' (SPEC wording). */
  requiredMessage: string;
  /** The API's maximum length; longer titles are refused before sending. */
  max: number;
  /** A hint under the field. */
  extra?: ReactNode;
}

/** The `title` field every edit form starts with: required, not only spaces, at most `max` characters. */
export function TitleItem({ label, requiredMessage, max, extra }: TitleItemProps) {
  return (
    <Form.Item
      name="title"
      label={label}
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        { max, message: MESSAGES.tooLong(max) },
      ]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}

/** The texts of a feature's view access field; its text object usually has them under these names. */
export interface ViewAccessTexts {
  viewAccess: string;
  viewAccessHelp: string;
  /** SPEC 4's sentences naming the item ("dieses Event"). */
  lessVisible: (label: string) => string;
  moreVisible: (label: string) => string;
}

export interface ViewAccessItemProps {
  text: ViewAccessTexts;
  options: ViewAccessOption[];
  /** The view access the item had when the form opened (the warning compares with it). */
  initial: number;
}

/** The `viewAccess` field: the role the item is visible from, with the warning when that changes. */
export function ViewAccessItem({ text, options, initial }: ViewAccessItemProps) {
  return (
    <Form.Item name="viewAccess" label={text.viewAccess} extra={text.viewAccessHelp}>
      <ViewAccessField options={options} initial={initial} lessVisible={text.lessVisible} moreVisible={text.moreVisible} />
    </Form.Item>
  );
}
