import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from './events.module.css';

type Props<T extends string> = { tabs: readonly T[]; active: T; label: string; children: ReactNode };

/** Tabs kept in `?tab=`, so a tab can be linked to and the back button works. */
export function EventTabs<T extends string>({ tabs, active, label, children }: Props<T>) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  return (
    <Tabs
      value={active}
      onChange={(value) => value && setSearchParams(value === tabs[0] ? {} : { tab: value }, { preventScrollReset: true })}
      variant="pills"
      radius="xl"
      className={classes.tabs}
    >
      <Tabs.List aria-label={label} className={classes.tabList}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} className={classes.tab}>
            {t(`events.tabs.${String(tab)}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} className={classes.panel}>
          {tab === active && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
