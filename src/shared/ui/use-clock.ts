import { useEffect, useState } from 'react';

/** The current time, refreshed every second (docs/requirements.md §9 clock refresh 1000 ms). */
export function useClock(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
