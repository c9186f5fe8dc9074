import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a lock ends; `start(ms)` begins a new lock. Ticks once a second. */
export function useCountdown(): [number, (ms: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);

  const start = useCallback((ms: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + ms);
  }, []);

  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
