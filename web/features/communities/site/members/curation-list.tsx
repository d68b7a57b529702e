import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommunityMemberCard } from '../../../../../contract/community-people.ts';
import { curationsQuery } from '../community-site.api.ts';
import classes from '../community.module.css';
import { useCommunity } from '../use-community.ts';
import { MemberTile } from './member-tile.tsx';

/** The curated lists the owner and managers publish ("Mentors this month"), each with its note. */
export function CurationList({ onContact, limit }: { onContact: (card: CommunityMemberCard) => void; limit?: number }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const curations = useQuery(curationsQuery(community.id));
  const items = (curations.data ?? []).slice(0, limit);
  if (items.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="curations-heading" data-testid="curations">
      <h2 id="curations-heading" className={classes.sectionTitle}>
        {t('communitySite.curations.heading')}
      </h2>
      {items.map((curation) => (
        <article
          key={curation.id}
          className={classes.curation}
          aria-labelledby={`curation-${curation.id}`}
          data-testid="curation"
        >
          <div>
            <h3 id={`curation-${curation.id}`} className={classes.sectionTitle}>
              {curation.title}
            </h3>
            {curation.note && <Text c="dimmed">{curation.note}</Text>}
          </div>
          <div className={classes.grid}>
            {curation.members.map((card) => (
              <MemberTile key={card.userId} card={card} place="community_curation" onContact={onContact} />
            ))}
          </div>
        </article>
      ))}
    </section>
  );
}
