import { lazy, Suspense } from 'react';
import { InlineSpinner } from '../spinner';

// The error pages use antd's Result with its illustrations; loaded only when one is shown.
const load = () => import('./error-pages');
const Forbidden = lazy(() => load().then((m) => ({ default: m.ForbiddenPage })));
const ModuleOff = lazy(() => load().then((m) => ({ default: m.ModuleOffPage })));

export function ForbiddenPage() {
  return (
    <Suspense fallback={<InlineSpinner />}>
      <Forbidden />
    </Suspense>
  );
}

export function ModuleOffPage() {
  return (
    <Suspense fallback={<InlineSpinner />}>
      <ModuleOff />
    </Suspense>
  );
}
