import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventHostView } from '../../../contract/event-views.ts';
import classes from './event-page.module.css';

/** "Hosted by": the owner first, then the co-hosts (staff are not shown publicly). */
export function EventHosts({ hosts }: { hosts: EventHostView[] }) {
  const { t } = useTranslation();
  if (hosts.length === 0) return null;
  return (
    <section className={classes.sideSection} aria-labelledby="event-hosts-heading">
      <h2 id="event-hosts-heading" className={classes.sideHeading}>
        {t('eventPage.hostedBy')}
      </h2>
      <ul className={classes.hostList}>
        {hosts.map((host) => (
          <li key={host.userId} className={classes.host}>
            <Avatar src={host.avatarUrl} name={host.name} color="initials" size={32} radius="xl" alt="" />
            <span className={classes.hostName}>{host.name}</span>
            {host.role === 'CO_HOST' && <span className={classes.hostRole}>{t('eventPage.coHost')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
