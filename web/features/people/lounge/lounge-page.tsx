import { Container, Tabs } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PersonCard } from '../../../../contract/people.ts';
import { CardPrompt } from './card/card-prompt.tsx';
import { CardSetupModal } from './card/card-setup-modal.tsx';
import { CoffeeChatDialog } from '../../../components/people/coffee-chat-dialog.tsx';
import { CoffeeChatsDrawer } from './coffee-chat/coffee-chats-drawer.tsx';
import { ForYouTab } from './for-you-tab.tsx';
import { loungeQuery, useRequestCoffeeChat } from './lounge.api.ts';
import { LoungeProvider } from './lounge-context.tsx';
import type { LoungeActions } from './lounge-context.tsx';
import { LoungeHeader } from './lounge-header.tsx';
import classes from './lounge.module.css';
import { MyCardTab } from './my-card-tab.tsx';
import { PeopleTab } from './people/people-tab.tsx';
import { PersonDrawer } from './people/person-drawer.tsx';

/** The lounge's tabs as they read in the URL (`?tab=for-you`); All has none. */
export const loungeTabs = ['all', 'for-you', 'saved', 'my-card'] as const;
type TabName = (typeof loungeTabs)[number];
const tabLabels: Record<TabName, string> = { all: 'all', 'for-you': 'forYou', saved: 'saved', 'my-card': 'myCard' };

/** `/events/:handle/participants`: the event's networking lounge; at a hackathon, its team-finding news on top. */
export function LoungePage({ eventId, hackathonNews }: { eventId: string; hackathonNews?: ReactNode }) {
  const { t } = useTranslation();
  const { data: lounge } = useSuspenseQuery(loungeQuery(eventId));
  const [searchParams, setSearchParams] = useSearchParams();
  const active = loungeTabs.find((tab) => tab === searchParams.get('tab')) ?? 'all';
  const [openHandle, setOpenHandle] = useState<string | null>(null);
  const [chatWith, setChatWith] = useState<PersonCard | null>(null);
  const [makingCard, setMakingCard] = useState(false);
  const [chatsOpen, setChatsOpen] = useState(false);
  const requestChat = useRequestCoffeeChat(eventId);

  const actions = useMemo<LoungeActions>(
    () => ({
      lounge,
      openCard: (card) => setOpenHandle(card.handle),
      startChat: (card) => {
        if (lounge.hasCard) setChatWith(card);
        else setMakingCard(true);
      },
      makeCard: () => setMakingCard(true),
    }),
    [lounge],
  );

  return (
    <LoungeProvider value={actions}>
      <Container size="lg" className={classes.page}>
        <title>{t('lounge.documentTitle', { title: lounge.title })}</title>
        <LoungeHeader lounge={lounge} onOpenChats={() => setChatsOpen(true)} />
        {lounge.isHackathon && hackathonNews}
        {!lounge.hasCard && active !== 'for-you' && active !== 'my-card' && <CardPrompt reason="lounge" />}
        <Tabs
          value={active}
          onChange={(value) => value && setSearchParams(value === 'all' ? {} : { tab: value }, { preventScrollReset: true })}
          variant="pills"
          radius="xl"
          className={classes.tabs}
        >
          <Tabs.List aria-label={t('lounge.tabs.label')} className={classes.tabList}>
            {loungeTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`lounge.tabs.${tabLabels[tab]}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="all">{active === 'all' && <PeopleTab tab="ALL" />}</Tabs.Panel>
          <Tabs.Panel value="for-you">{active === 'for-you' && <ForYouTab />}</Tabs.Panel>
          <Tabs.Panel value="saved">{active === 'saved' && <PeopleTab tab="SAVED" />}</Tabs.Panel>
          <Tabs.Panel value="my-card">{active === 'my-card' && <MyCardTab />}</Tabs.Panel>
        </Tabs>
      </Container>
      <PersonDrawer handle={openHandle} onClose={() => setOpenHandle(null)} />
      <CoffeeChatDialog person={chatWith} onClose={() => setChatWith(null)} send={requestChat} place="lounge_coffee_chat" />
      <CoffeeChatsDrawer eventId={eventId} opened={chatsOpen} onClose={() => setChatsOpen(false)} />
      <CardSetupModal eventId={eventId} opened={makingCard} onClose={() => setMakingCard(false)} />
    </LoungeProvider>
  );
}
