import { useEffect, useState } from 'react';

/** Counts down from `seconds` to zero, once a second while mounted. */
export function useCountdown(seconds: number): number {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  return remaining;
}
