import type { EventHostView } from '../../../../contract/event-views.ts';
import { readableInitialsColors } from '../../../components/ui/initials-colors.ts';
import classes from './event-page.module.css';
import { usePageText } from '../../../i18n/page-text.tsx';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('');
}

/** The colours of Mantine's initials avatar (light variant), drawn without Mantine. */
function colourOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = readableInitialsColors[hash % readableInitialsColors.length];
  return { background: `var(--mantine-color-${colour}-light)`, color: `var(--mantine-color-${colour}-light-color)` };
}

function HostAvatar({ host }: { host: EventHostView }) {
  if (host.avatarUrl) return <img src={host.avatarUrl} alt="" className={classes.avatar} loading="lazy" decoding="async" />;
  return (
    <span className={classes.avatar} style={colourOf(host.name)} aria-hidden>
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
