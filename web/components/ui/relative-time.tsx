import { Tooltip } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { viewerTimeZone } from '../event/event-time-format.ts';
import { exactTimeWords, relativeTimeWords } from './relative-time-words.ts';

// One clock for every relative time on the page: a single timer while any is shown, read every
// 30 seconds (the words change at most once a minute), and none once the last one goes.
const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const readNow = () => now;

/**
 * "5 minutes ago", "5분 전": how long ago, in the app's language, kept current as time passes; the
 * exact time shows on hover, on focus and on a press (a touch screen has no hover).
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { t } = useTranslation();
  // The shared clock renders this again as time passes; the words are reckoned from this moment.
  useSyncExternalStore(subscribe, readNow, readNow);
  const locale = currentLocale();
  const timeZone = viewerTimeZone();
  const exact = exactTimeWords(iso, locale, timeZone);
  const words = relativeTimeWords(iso, new Date(), locale, timeZone, t('time.justNow'));
  return (
    <Tooltip label={exact} withArrow openDelay={300} events={{ hover: true, focus: true, touch: true }}>
      <time dateTime={iso} title={exact} tabIndex={0} className={className} data-testid="relative-time">
        {words}
      </time>
    </Tooltip>
  );
}
