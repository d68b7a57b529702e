import { useEffect, useState } from 'react';

/**
 * The seconds left, ticking down from what the server counted when it answered: the visitor's own
 * clock only measures how long the page has been open, so a wrong clock shows the right time.
 */
export function useCountdown(secondsLeft: number | null): number | null {
  const [openedAt] = useState(() => performance.now());
  const [now, setNow] = useState(openedAt);
  const running = secondsLeft !== null && secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (secondsLeft === null) return null;
  return Math.max(0, secondsLeft - Math.floor((now - openedAt) / 1000));
}

/** 93784 → { days: 1, clock: "02:03:04" }. */
export function splitSeconds(seconds: number): { days: number; clock: string } {
  const two = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  return { days, clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}
