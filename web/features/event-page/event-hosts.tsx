import type { EventHostView } from '../../../contract/event-views.ts';
import classes from './event-page.module.css';
import { usePageText } from '../../i18n/page-text.tsx';

// Initials on a tint, each pair above 7:1.
const tints = [
  ['#f3f0ff', '#3f25a6'],
  ['#e7f5ff', '#1864ab'],
  ['#e6fcf5', '#05603f'],
  ['#fff0f6', '#a61e4d'],
  ['#fff4e6', '#8a3c00'],
] as const;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('');
}

function tintOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tints[hash % tints.length];
}

function HostAvatar({ host }: { host: EventHostView }) {
  if (host.avatarUrl) return <img src={host.avatarUrl} alt="" className={classes.avatar} loading="lazy" decoding="async" />;
  const [background, color] = tintOf(host.name);
  return (
    <span className={classes.avatar} style={{ background, color }} aria-hidden>
      {initialsOf(host.name)}
    </span>
  );
}

/** "Hosted by": the owner first, then the co-hosts (staff are not shown publicly). */
export function EventHosts({ hosts }: { hosts: EventHostView[] }) {
  const { t } = usePageText();
  if (hosts.length === 0) return null;
  return (
    <section className={classes.sideSection} aria-labelledby="event-hosts-heading">
      <h2 id="event-hosts-heading" className={classes.sideHeading}>
        {t('eventPage.hostedBy')}
      </h2>
      <ul className={classes.hostList}>
        {hosts.map((host) => (
          <li key={host.userId} className={classes.host}>
            <HostAvatar host={host} />
            <span className={classes.hostName}>{host.name}</span>
            {host.role === 'CO_HOST' && <span className={classes.hostRole}>{t('eventPage.coHost')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
