import { Anchor, Button, Container } from '@mantine/core';
import { IconArrowLeft, IconArrowUpRight, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { can } from '../../../../contract/events.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import classes from './event-management.module.css';
import { PublishButton } from './publish-button.tsx';

/** The frame of every management page: the event, its state, publish, the page link and the tabs. */
export function ManagementLayout({ event, children }: { event: EventDetail; children: ReactNode }) {
  const { t } = useTranslation();
  const base = `/events/${event.id}/management`;
  const tabs = [
    { to: base, label: t('eventManagement.nav.overview'), end: true, show: true },
    { to: `${base}/edit`, label: t('eventManagement.nav.edit'), end: false, show: can(event.myRole, 'editEvent') },
    { to: `${base}/rsvp`, label: t('rsvpBuilder.navLabel'), end: false, show: can(event.myRole, 'editRegistration') },
    { to: `${base}/guest`, label: t('guests.navLabel'), end: false, show: can(event.myRole, 'viewGuests') },
    { to: `${base}/checkin`, label: t('checkIn.navLabel'), end: false, show: can(event.myRole, 'checkInGuests') },
    { to: `${base}/announcements`, label: t('announcements.navLabel'), end: false, show: can(event.myRole, 'editEvent') },
    { to: `${base}/feedback`, label: t('feedback.navLabel'), end: false, show: can(event.myRole, 'editEvent') },
    { to: `${base}/settings`, label: t('eventManagement.nav.settings'), end: false, show: can(event.myRole, 'editEvent') },
    {
      to: `${base}/hackathon/judging`,
      label: t('hackathonJudging.navLabel'),
      end: false,
      show: event.type === 'HACKATHON' && can(event.myRole, 'editEvent'),
    },
  ];
  const live = event.status === 'PUBLISHED';
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: keep the current one in sight.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className={classes.shell}>
      <div className={classes.top}>
        <Container size="lg">
          <Anchor component={Link} to="/events/my?tab=hosting" size="sm" className={classes.back}>
            <IconArrowLeft size={14} aria-hidden />
            {t('eventManagement.backToMyEvents')}
          </Anchor>
          <div className={classes.titleRow}>
            <div className={classes.titleBlock}>
              <h1 className={classes.title}>{event.title}</h1>
              <StatusBadge tone={live ? 'green' : 'yellow'} data-testid="event-status">
                {t(live ? 'eventManagement.status.live' : 'eventManagement.status.draft')}
              </StatusBadge>
            </div>
            <div className={classes.titleActions}>
              {event.loungeEnabled && (
                <Button
                  component={Link}
                  to={`/events/${event.handle}/participants`}
                  variant="default"
                  radius="xl"
                  size="sm"
                  leftSection={<IconUsersGroup size={16} aria-hidden />}
                >
                  {t('eventManagement.openLounge')}
                </Button>
              )}
              <Button
                component={Link}
                to={`/events/${event.handle}`}
                variant="default"
                radius="xl"
                size="sm"
                rightSection={<IconArrowUpRight size={16} aria-hidden />}
              >
                {t('eventManagement.viewPage')}
              </Button>
              <PublishButton event={event} />
            </div>
          </div>
          <nav ref={nav} aria-label={t('eventManagement.nav.label')} className={classes.nav} data-testid="management-tabs">
            {tabs
              .filter((tab) => tab.show)
              .map((tab) => (
                <NavLink key={tab.to} to={tab.to} end={tab.end} className={classes.navLink}>
                  {tab.label}
                </NavLink>
              ))}
          </nav>
        </Container>
      </div>
      {children}
    </div>
  );
}
