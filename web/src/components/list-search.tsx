import { Input } from 'antd';
import { useState } from 'react';

export interface ListSearchProps {
  /** Names the field for screen readers and as its placeholder, e.g. 'Umfragen durchsuchen'. */
  label: string;
  /** The search in force (from the address); the field follows it when it is reset elsewhere. */
  value: string;
  /** Called with the trimmed text on Enter or the button, and with '' once the field is emptied. */
  onSearch: (text: string) => void;
}

/** The search field above a list: searches on Enter, not on every key, and shows everything again once cleared. */
export function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const [typed, setTyped] = useState(value);
  // A search reset elsewhere (an empty state's button, the way back) empties the field too.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        if (!event.target.value && value) onSearch('');
      }}
      onSearch={(text) => onSearch(text.trim())}
      style={{ maxWidth: 320 }}
    />
  );
}
