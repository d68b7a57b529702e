import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardNeeded } from '../card-needed.tsx';
import { CommunityTitle } from '../community-identity.tsx';
import classes from '../community.module.css';
import { CurationList } from './curation-list.tsx';
import { AllMembers, RecommendedMembers, SavedMembers } from './member-lists.tsx';
import { useContactDialog } from './use-contact-dialog.tsx';

const tabs = ['all', 'recommended', 'saved'] as const;

/** `/members`: tabs All, Recommended and Saved (`?tab=`), and the curated lists under All. */
export function MembersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabs.find((tab) => tab === searchParams.get('tab')) ?? 'all';
  const contact = useContactDialog();
  return (
    <div className={classes.page}>
      <CommunityTitle page={t('communitySite.members.title')} />
      <h1 className={classes.pageTitle}>{t('communitySite.members.title')}</h1>
      <CardNeeded />
      <Tabs
        value={active}
        onChange={(value) => value && setSearchParams(value === 'all' ? {} : { tab: value }, { preventScrollReset: true })}
        variant="pills"
        radius="xl"
        className={classes.tabs}
      >
        <Tabs.List aria-label={t('communitySite.members.tabs')} className={classes.tabList}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`communitySite.members.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="all">
          {active === 'all' && (
            <div className={classes.page}>
              <CurationList onContact={contact.open} />
              <AllMembers onContact={contact.open} />
            </div>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="recommended">{active === 'recommended' && <RecommendedMembers onContact={contact.open} />}</Tabs.Panel>
        <Tabs.Panel value="saved">{active === 'saved' && <SavedMembers onContact={contact.open} />}</Tabs.Panel>
      </Tabs>
      {contact.dialog}
    </div>
  );
}
