import { Anchor, Avatar, Button, Container } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './community-console.module.css';
import { ConsoleProvider } from './console-context.tsx';
import type { ConsoleCommunity } from './console-context.tsx';

export const consolePages = ['applicants', 'members', 'access', 'curations', 'events', 'announcements', 'settings'] as const;
export type ConsolePage = (typeof consolePages)[number];

/** The frame of the console: the community, a link to its site, and the console's tabs. */
export function ConsoleLayout({ value, children }: { value: ConsoleCommunity; children: ReactNode }) {
  const { t } = useTranslation();
  const { community, base } = value;
  return (
    <ConsoleProvider value={value}>
      <div className={classes.shell}>
        <div className={classes.top}>
          <Container size="lg">
            <div className={classes.titleRow}>
              <Avatar src={community.favicon} alt="" radius="md" size={40} className={classes.favicon} color="moim">
                {community.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div className={classes.grow}>
                <h1 className={classes.title}>{community.name}</h1>
                <Anchor href={community.origin} size="sm" c="gray.7">
                  {community.origin.replace(/^https?:\/\//, '')}
                </Anchor>
              </div>
              <Button
                component="a"
                href={community.origin}
                variant="default"
                radius="xl"
                size="sm"
                rightSection={<IconArrowUpRight size={16} aria-hidden />}
                visibleFrom="xs"
              >
                {t('communityConsole.viewSite')}
              </Button>
            </div>
            <nav aria-label={t('communityConsole.nav.label')} className={classes.nav}>
              {consolePages.map((page) => (
                <NavLink
                  key={page}
                  to={page === 'applicants' ? base : `${base}/${page}`}
                  end={page === 'applicants'}
                  className={classes.navLink}
                >
                  {t(`communityConsole.nav.${page}`)}
                </NavLink>
              ))}
            </nav>
          </Container>
        </div>
        <Container size="lg" w="100%" className={classes.page}>
          {children}
        </Container>
      </div>
    </ConsoleProvider>
  );
}
