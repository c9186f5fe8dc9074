import { LoadingOutlined } from '@ant-design/icons';
import { Input, Typography } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatMoney, parseMoney, toCents } from '../../../lib/money';
import { FIELD_TEXT } from '../text';

interface InlineProps<V> {
  value: V;
  /** Names the input, e.g. 'Soll von Kuchenverkauf'. */
  label: string;
  /** Resolves true once saved; a failure keeps the typed text (the toast has said why). */
  onSave: (value: V) => Promise<boolean>;
  testId?: string;
}

type Check<V> = { ok: true; value: V } | { ok: false; message: string };

/**
 * One editable cell of a table: shows the value as it reads ('1.234,56 €', which the parser takes back as it
 * is: the text never changes under the cursor on focus), saves on Enter or when focus leaves, and Escape puts
 * the old value back. A refused entry stays with its message under the input, so nothing is sent until it is
 * right.
 */
function InlineCell<V>({
  value,
  label,
  onSave,
  testId,
  show,
  check,
  same,
  align,
}: InlineProps<V> & {
  show: (value: V) => string;
  check: (text: string) => Check<V>;
  same: (a: V, b: V) => boolean;
  align: 'left' | 'right';
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Shown from the save until the refetched value arrives, so the cell does not flash back.
  const [saved, setSaved] = useState<{ value: V } | null>(null);
  const [seen, setSeen] = useState(value);
  if (!same(seen, value)) {
    setSeen(value);
    setSaved(null);
  }
  const id = useId();
  const current = saved ? saved.value : value;

  const commit = async () => {
    if (draft === null || saving) return;
    const checked = check(draft);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    if (same(checked.value, current)) {
      setDraft(null);
      return;
    }
    setSaving(true);
    const ok = await onSave(checked.value);
    setSaving(false);
    if (ok) {
      setSaved({ value: checked.value });
      setDraft(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void commit();
    if (event.key === 'Escape') {
      setDraft(null);
      setError(null);
    }
  };

  return (
    <div style={{ minWidth: 110 }}>
      <Input
        aria-label={label}
        data-testid={testId}
        value={draft ?? show(current)}
        variant="filled"
        status={error ? 'error' : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? id : undefined}
        suffix={saving ? <LoadingOutlined aria-hidden /> : <span />}
        styles={{ input: { textAlign: align } }}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
      />
      {error && (
        <Typography.Text type="danger" id={id} role="alert" style={{ display: 'block', fontSize: 12, textAlign: 'left' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

const sameCents = (a: number | null, b: number | null) => (a === null || b === null ? a === b : toCents(a) === toCents(b));

/** An amount, shown and typed the German way; `required` refuses an empty field (targets). */
export function MoneyCell({ required, ...props }: InlineProps<number | null> & { required: boolean }) {
  return (
    <InlineCell<number | null>
      {...props}
      align="right"
      show={formatMoney}
      same={sameCents}
      check={(text) => {
        const parsed = parseMoney(text);
        if (!parsed.ok) return parsed;
        if (required && parsed.value === null) return { ok: false, message: FIELD_TEXT.amountRequired };
        return parsed;
      }}
    />
  );
}

/** A title: required, at most `max` characters, saved trimmed. */
export function TitleCell({ max, ...props }: InlineProps<string> & { max: number }) {
  return (
    <InlineCell<string>
      {...props}
      align="left"
      show={(value) => value}
      same={(a, b) => a === b}
      check={(text) => {
        const title = text.trim();
        if (!title) return { ok: false, message: FIELD_TEXT.titleRequired };
        if (title.length > max) return { ok: false, message: FIELD_TEXT.tooLong(max) };
        return { ok: true, value: title };
      }}
    />
  );
}
