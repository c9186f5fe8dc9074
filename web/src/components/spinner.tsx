import { Spin } from 'antd';

export const LOADING_TEXT = 'Wird geladen …';

/** Shown while the session is checked or a screen's code loads. */
export function FullPageSpinner() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
      <span className="visually-hidden">{LOADING_TEXT}</span>
    </div>
  );
}

/** The same for a part of the page, e.g. inside the layout. */
export function InlineSpinner() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
      <Spin />
      <span className="visually-hidden">{LOADING_TEXT}</span>
    </div>
  );
}
