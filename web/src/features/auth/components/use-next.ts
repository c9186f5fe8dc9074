import { useSearchParams } from 'react-router-dom';

/** Keeps `?next=` (the deep link to return to) when switching between login, register and reset. */
export function useNextQuery(): string {
  const [params] = useSearchParams();
  const next = params.get('next');
  return next ? `?next=${encodeURIComponent(next)}` : '';
}
