import { Button, Select, Tabs } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '../../../../contract/event-views.ts';
import type { CheckInSummary } from '../../../../contract/guests.ts';
import { guestLimits } from '../../../../contract/guests.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import pageHeader from '../../../components/ui/page-header.module.css';
import { checkInSummaryQuery } from './check-in.api.ts';
import type { CheckInListParams, CheckInTab } from './check-in.api.ts';
import classes from './check-in.module.css';
import { CheckInCount } from './list/check-in-count.tsx';
import { CheckInList } from './list/check-in-list.tsx';
import { RecentActivity } from './list/recent-activity.tsx';
import { useCheckInStream } from './use-check-in-stream.ts';

const tabs: CheckInTab[] = ['all', 'attended', 'notAttended'];
const statuses = ['APPROVED', 'PENDING', 'WAITLISTED', 'REJECTED', 'CANCELLED', 'ALL'] as const;

/** Finding a guest by name at the door: the list hears the text once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 60;

const tabCount = (summary: CheckInSummary, tab: CheckInTab) =>
  ({ all: summary.approved, attended: summary.checkedIn, notAttended: summary.notCheckedIn })[tab];

/** `…/management/checkin`: the live count, the guests by tab and status, check-in by name, and the door's activity. */
export function CheckInPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const stream = useCheckInStream(event.id);
  const summary = useQuery({ ...checkInSummaryQuery(event.id), refetchInterval: stream.pollInterval }).data;
  const [tab, setTab] = useState<CheckInTab>('all');
  const [status, setStatus] = useState<CheckInListParams['status']>('APPROVED');
  const [search, setSearch] = useState('');
  const params = useMemo(() => ({ tab, status, search }), [tab, status, search]);

  return (
    <div className={classes.page}>
      <header className={pageHeader.header}>
        <div>
          <h2 className={pageHeader.heading}>{t('checkIn.heading')}</h2>
          <p className={pageHeader.lead}>{t('checkIn.lead')}</p>
        </div>
        <Button
          component={Link}
          to="../checkin-scanner"
          relative="path"
          size="md"
          radius="xl"
          leftSection={<IconQrcode size={20} aria-hidden />}
        >
          {t('checkIn.openScanner')}
        </Button>
      </header>
      <div className={classes.columns}>
        <div className={classes.main}>
          <CheckInCount summary={summary} stream={stream.state} />
          <div className={classes.toolbar}>
            <SearchBox
              label={t('checkIn.search.label')}
              placeholder={t('checkIn.search.placeholder')}
              maxLength={guestLimits.search}
              debounceMs={SEARCH_DEBOUNCE_MS}
              onSearch={setSearch}
            />
            <Select
              className={classes.statusSelect}
              aria-label={t('checkIn.statusFilter')}
              radius="xl"
              allowDeselect={false}
              value={status}
              onChange={(value) => value && setStatus(value)}
              data={statuses.map((value) => ({ value, label: t(`checkIn.statuses.${value}`) }))}
            />
          </div>
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as CheckInTab)}
            classNames={{ list: classes.tabs, tab: classes.tab }}
          >
            <Tabs.List grow>
              {tabs.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`checkIn.tabs.${value}`)}
                  {summary && status === 'APPROVED' && (
                    <span className={classes.tabCount}>{tabCount(summary, value).toLocaleString()}</span>
                  )}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((value) => (
              <Tabs.Panel key={value} value={value} pt="md">
                {value === tab && <CheckInList eventId={event.id} params={params} pollInterval={stream.pollInterval} />}
              </Tabs.Panel>
            ))}
          </Tabs>
        </div>
        <RecentActivity entries={stream.recent} />
      </div>
    </div>
  );
}
