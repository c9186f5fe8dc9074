import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { InlineSpinner } from './spinner';
import { COMMON_TEXT } from './text';

interface QueryStateProps {
  isLoading: boolean;
  isError: boolean;
  onRetry?: () => void;
  children: ReactNode;
}

/** Spinner while the first answer is on its way, a notice with a retry button when it failed. */
export function QueryState({ isLoading, isError, onRetry, children }: QueryStateProps) {
  if (isLoading) return <InlineSpinner />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={COMMON_TEXT.loadError}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {COMMON_TEXT.retry}
            </Button>
          )
        }
      />
    );
  }
  return <>{children}</>;
}
