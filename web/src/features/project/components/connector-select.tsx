import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { TASK_CONNECTORS_MAX, type ConnectorView } from '#shared/linked-content';
import { useConnectorTargetsQuery } from '../api';
import { TASK_TEXT as T } from '../text';

export const connectorKey = (connector: Pick<ConnectorView, 'kind' | 'targetId'>) => `${connector.kind}:${connector.targetId}`;
const labelOf = (connector: ConnectorView) => `${T.kind(connector.kind)}: ${connector.title}`;

export interface ConnectorSelectProps {
  tenantId: string;
  value?: ConnectorView[];
  onChange?: (value: ConnectorView[]) => void;
  id?: string;
  disabled?: boolean;
}

/** Links the task to wiki chapters, events, surveys and budgets of the group, found by searching their titles. */
export function ConnectorSelect({ tenantId, value = [], onChange, id, disabled }: ConnectorSelectProps) {
  const [text, setText] = useState('');
  const { currentData, isFetching } = useConnectorTargetsQuery({ tenantId, text: text.trim() || undefined }, { skip: disabled });
  // Everything the select may name: what is linked already and what the search found.
  const known = useMemo(() => {
    const all = new Map<string, ConnectorView>();
    for (const connector of [...value, ...(currentData ?? [])]) all.set(connectorKey(connector), connector);
    return all;
  }, [value, currentData]);
  const options = [...known.values()].map((connector) => ({ value: connectorKey(connector), label: labelOf(connector) }));
  return (
    <Select
      id={id}
      mode="multiple"
      value={value.map(connectorKey)}
      onChange={(keys: string[]) =>
        onChange?.(keys.slice(0, TASK_CONNECTORS_MAX).flatMap((key) => (known.get(key) ? [known.get(key) as ConnectorView] : [])))
      }
      options={options}
      disabled={disabled}
      loading={isFetching}
      placeholder={T.connectorPlaceholder}
      notFoundContent={isFetching ? undefined : T.noConnectorHits}
      showSearch={{ filterOption: false, onSearch: setText }}
      onBlur={() => setText('')}
    />
  );
}
