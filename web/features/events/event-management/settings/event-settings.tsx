import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { EventSettingsTab } from './event-settings-tab.tsx';
import classes from './event-settings.module.css';
import { LoungeSettingsTab } from './lounge-settings-tab.tsx';

const tabs = ['event', 'lounge', 'hackathon'] as const;
type Tab = (typeof tabs)[number];

/** Settings: the tabs Event, Lounge and Hackathon, kept in `?tab=`. The Hackathon tab is its own feature's. */
export function EventSettings({ event, hackathonTab }: { event: EventDetail; hackathonTab: ReactNode }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const active: Tab = tabs.find((tab) => tab === searchParams.get('tab')) ?? 'event';
  return (
    <Tabs
      value={active}
      onChange={(value) =>
        value && setSearchParams(value === 'event' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
      }
      className={classes.tabs}
    >
      <Tabs.List aria-label={t('eventManagement.settings.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`eventManagement.settings.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="event" className={classes.panel}>
        <EventSettingsTab event={event} />
      </Tabs.Panel>
      <Tabs.Panel value="lounge" className={classes.panel}>
        <LoungeSettingsTab event={event} />
      </Tabs.Panel>
      <Tabs.Panel value="hackathon" className={classes.panel}>
        {active === 'hackathon' && hackathonTab}
      </Tabs.Panel>
    </Tabs>
  );
}
