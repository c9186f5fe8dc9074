import { Select } from 'antd';
import { useState } from 'react';
import type { ProjectPerson } from '#shared/project';
import { CLEAR_SELECTION } from '../../../components/text';
import { useOwnerChoicesQuery } from '../api';
import { TASK_TEXT as T } from '../text';

export interface OwnerSelectProps {
  tenantId: string;
  /** The stored owner, so that the field names them before any search. */
  owner: ProjectPerson | null;
  /** A member's user id, or null for nobody. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
}

/** Picks the task's owner among the group's members, searched by name on the server. */
export function OwnerSelect({ tenantId, owner, value, onChange, id, disabled }: OwnerSelectProps) {
  const [text, setText] = useState('');
  const { currentData, isFetching } = useOwnerChoicesQuery({ tenantId, text: text.trim() || undefined }, { skip: disabled });
  const options = (currentData?.items ?? []).map((member) => ({
    value: member.userId,
    label: `${member.contact.first_name} ${member.contact.last_name}`,
  }));
  if (owner && !options.some((option) => option.value === owner._id)) {
    options.unshift({ value: owner._id, label: `${owner.firstName} ${owner.lastName}` });
  }
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      options={options}
      allowClear={CLEAR_SELECTION}
      disabled={disabled}
      loading={isFetching}
      placeholder={T.ownerPlaceholder}
      showSearch={{ filterOption: false, onSearch: setText }}
      onBlur={() => setText('')}
    />
  );
}
