import { Anchor, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';
import { useSession } from '../../../session/session.ts';
import { CardNeeded } from './card-needed.tsx';
import { CommunityAbout } from './community-about.tsx';
import { MembershipModal } from './community-gate.tsx';
import { CommunityEventsList } from './community-events-list.tsx';
import { CommunityTitle } from './community-identity.tsx';
import { communityEventsQuery, membershipQuery, membersQuery } from './community-site.api.ts';
import classes from './community.module.css';
import { CurationList } from './members/curation-list.tsx';
import { MemberTile } from './members/member-tile.tsx';
import { useContactDialog } from './members/use-contact-dialog.tsx';
import { PendingNotice } from './pending-notice.tsx';
import { useCommunity } from './use-community.ts';

const SHOWN_EVENTS = 3;
const SHOWN_MEMBERS = 6;

function Banner() {
  const community = useCommunity();
  return (
    <header
      className={classes.banner}
      style={community.banner ? { backgroundImage: `url(${JSON.stringify(community.banner)})` } : undefined}
      data-testid="community-banner"
    >
      <h1 className={classes.bannerTitle}>{community.name}</h1>
      {community.description && <RichText html={community.description} className={classes.bannerText} />}
    </header>
  );
}

function SectionHead({ id, title, to }: { id: string; title: string; to: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.sectionHead}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {t('communitySite.home.seeAll')}
      </Anchor>
    </div>
  );
}

/** What a route adds to the members' home (the managers' announcements): given the community's id. */
type MemberSection = (communityId: string) => ReactNode;

/** What members see at home: the route's section, upcoming events, new members and the curated lists. */
function MemberHome({ section }: { section?: MemberSection }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const events = useQuery(communityEventsQuery(community.id, false));
  const members = useInfiniteQuery(membersQuery(community.id, { search: '', joinTypeId: null }));
  const contact = useContactDialog();
  const upcoming = (events.data?.items ?? []).slice(0, SHOWN_EVENTS);
  const newest = (members.data?.pages[0]?.items ?? []).slice(0, SHOWN_MEMBERS);
  return (
    <>
      <CardNeeded />
      {section?.(community.id)}
      <section className={classes.section} aria-labelledby="upcoming-heading">
        <SectionHead id="upcoming-heading" title={t('communitySite.home.upcoming')} to="/events" />
        {upcoming.length > 0 ? (
          <CommunityEventsList events={upcoming} testId="home-events" />
        ) : (
          <Text c="dimmed">{t('communitySite.events.empty')}</Text>
        )}
      </section>
      <section className={classes.section} aria-labelledby="new-members-heading">
        <SectionHead id="new-members-heading" title={t('communitySite.home.newMembers')} to="/members" />
        <div className={classes.grid} data-testid="home-members">
          {newest.map((card) => (
            <MemberTile key={card.userId} card={card} place="community_home" onContact={contact.open} />
          ))}
        </div>
      </section>
      <CurationList onContact={contact.open} limit={2} />
      {contact.dialog}
    </>
  );
}

/**
 * `/`: the banner; then the about page for signed-out visitors, the home for members, the waiting
 * state for applicants, the member-only modal for others.
 */
export function CommunityHome({ memberSection }: { memberSection?: MemberSection }) {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <div className={classes.page}>
      <CommunityTitle page={t('communitySite.nav.home')} />
      <Banner />
      {status === 'signed-in' ? <SignedInHome memberSection={memberSection} /> : <CommunityAbout />}
    </div>
  );
}

function SignedInHome({ memberSection }: { memberSection?: MemberSection }) {
  const community = useCommunity();
  const { data: membership } = useSuspenseQuery(membershipQuery(community.id));
  return (
    <>
      {membership.state === 'APPROVED' ? (
        <MemberHome section={memberSection} />
      ) : membership.state === 'PENDING' ? (
        <PendingNotice />
      ) : (
        <MembershipModal state={membership.state} />
      )}
    </>
  );
}
