import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { COPY_TEXT } from './text';

const SHOWN_MS = 3000;

interface CopyButtonProps {
  text: string;
  children: ReactNode;
  'aria-label'?: string;
  /** Where the clipboard is closed to the page (no secure context): e.g. select the field instead. */
  onFail?: () => void;
}

/**
 * Copies `text` and confirms it right beside the button ('Kopiert.', read out by screen readers): an
 * inline confirmation and no toast, which would cover the button that was just pressed (issue 28 §7).
 */
export function CopyButton({ text, children, onFail, 'aria-label': ariaLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  // The confirmation fades after a while (a timer is an outside system).
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onFail?.();
    }
  };

  return (
    <>
      <Button icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} aria-label={ariaLabel} onClick={copy}>
        {children}
      </Button>
      <Typography.Text type="success" role="status" style={{ marginInlineStart: 8 }}>
        {copied ? COPY_TEXT.copied : ''}
      </Typography.Text>
    </>
  );
}
