import { Button, CopyButton, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { can } from '../../../../../contract/events.ts';
import { EventCover } from '../../../../components/event/event-cover.tsx';
import { formatWhen, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { PublishButton } from '../publish-button.tsx';
import classes from './event-overview.module.css';

/** The management index: the event at a glance, its status and link, and the host team (`hostTeam`). */
export function EventOverview({ event, hostTeam }: { event: EventDetail; hostTeam?: ReactNode }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const when = formatWhen(event, locale, viewerTimeZone());
  const where = event.location.mode === 'ONLINE' ? t('eventManagement.overview.online') : event.location.venue.fullAddress;
  const url = `${window.location.origin}/events/${event.handle}`;
  const live = event.status === 'PUBLISHED';
  return (
    <div className={classes.grid}>
      <section className={classes.card} aria-labelledby="overview-summary">
        <h2 id="overview-summary" className={classes.cardTitle}>
          {t('eventManagement.overview.summary')}
        </h2>
        <div className={classes.summary}>
          <EventCover src={event.coverImageUrl} seed={event.title} className={classes.thumb} />
          <div className={classes.summaryText}>
            <p className={classes.strong}>{when.date}</p>
            <p className={classes.dim}>{when.time ? `${when.time} ${when.zone}` : t('eventManagement.overview.allDay')}</p>
            <p className={classes.dim}>{where}</p>
          </div>
        </div>
        {can(event.myRole, 'editEvent') && (
          <Button
            component={Link}
            to="edit"
            variant="default"
            radius="xl"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('eventManagement.overview.edit')}
          </Button>
        )}
      </section>
      <section className={`${classes.card} ${live ? classes.live : classes.draft}`} aria-labelledby="overview-status">
        <h2 id="overview-status" className={classes.cardTitle}>
          {t(live ? 'eventManagement.overview.liveTitle' : 'eventManagement.overview.draftTitle')}
        </h2>
        <Text size="sm" c="dimmed">
          {t(live ? `eventManagement.overview.liveBody.${event.visibility}` : 'eventManagement.overview.draftBody')}
        </Text>
        <div className={classes.link}>
          <code className={classes.url}>{url}</code>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                radius="xl"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              >
                {t(copied ? 'eventManagement.common.copied' : 'eventManagement.common.copy')}
              </Button>
            )}
          </CopyButton>
        </div>
        {!live && <PublishButton event={event} size="md" />}
      </section>
      {hostTeam && <div className={classes.wide}>{hostTeam}</div>}
    </div>
  );
}
