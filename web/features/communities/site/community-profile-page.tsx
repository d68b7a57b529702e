import { Anchor, Switch, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { cardFields } from '../../../../contract/people.ts';
import type { CardField, MyCard } from '../../../../contract/people.ts';
import { cardFieldValueKeys } from '../../../../contract/profile-fields.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { useAppConfig } from '../../../api/app-config.ts';
import { useFieldLabel } from '../../../components/people/profile-field-label.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { CardMaker } from './card-maker.tsx';
import { CommunityTitle } from './community-identity.tsx';
import { membershipQuery, myProfileQuery, useProfileFieldVisibility } from './community-site.api.ts';
import classes from './community.module.css';
import { LeaveCommunity } from './leave-community.tsx';
import { useCommunity } from './use-community.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A card field's value in words, or null when it is empty. */
function fieldText(card: MyCard, field: CardField, t: Translate): string | null {
  switch (field) {
    case 'yearsOfExperience':
      return card.yearsOfExperience ? t(`lounge.years.${card.yearsOfExperience}`) : null;
    case 'skills':
      return card.skills.length ? card.skills.map((skill) => skillNames[skill]).join(', ') : null;
    case 'tags':
      return card.tags.length ? card.tags.map((tag) => `#${tag}`).join(' ') : null;
    case 'socials':
      return card.socials.length ? card.socials.map((social) => t(`lounge.socials.${social.type}`)).join(', ') : null;
    case 'location':
      return card.location?.fullAddress ?? null;
    case 'attachedFile':
      return card.attachedFileUrl ? t('lounge.fields.openAttachedFile') : null;
    default: {
      const value = card[field];
      return typeof value === 'string' && value ? value : null;
    }
  }
}

function VisibilityRow({
  label,
  value,
  shown,
  onChange,
  busy,
}: {
  label: string;
  value: string;
  shown: boolean;
  onChange: (show: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.profileRow} data-testid="profile-field">
      <div className={classes.profileValue}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text>{value}</Text>
      </div>
      <Switch
        checked={shown}
        disabled={busy}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-label={t('communitySite.profile.showTo', { field: label })}
      />
    </div>
  );
}

/** Where to go once the card is made: back to the page that asked for it (this site's own paths only). */
const returnPath = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : null);

/**
 * `/profile`: my card and my answers as this community's members see them, each shown or hidden by
 * a switch. Without a card (a new member, sent here by the approval email or by a page that needs
 * one), making it comes first; `?next=` is the page to go back to.
 */
export function CommunityProfilePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: profile } = useSuspenseQuery(myProfileQuery(community.id));
  const { data: membership } = useSuspenseQuery(membershipQuery(community.id));
  const visibility = useProfileFieldVisibility(community.id);
  const onCardMade = () => {
    showToast('success', t('communitySite.cardMaker.made'));
    const next = returnPath(searchParams.get('next'));
    if (next) void navigate(next);
  };
  const { appOrigin } = useAppConfig();
  const translate: Translate = (key, options) => t(key, { ...options });
  const label = useFieldLabel('card');
  const card = profile.card;
  const hidden = new Set(card?.hiddenFields ?? []);
  // While a switch's change is on its way, it shows where it is going.
  const pending = visibility.isPending ? visibility.variables : undefined;
  const shownNow = (fieldId: string, shown: boolean) => (pending?.fieldId === fieldId ? pending.show : shown);
  return (
    <div className={classes.page}>
      <CommunityTitle page={t('communitySite.profile.title')} />
      <h1 className={classes.pageTitle}>{t('communitySite.profile.title')}</h1>
      <Text c="dimmed">{t('communitySite.profile.lead', { name: community.name })}</Text>
      {profile.memberType && <Text fw={600}>{t('communitySite.profile.memberType', { type: profile.memberType.name })}</Text>}
      {card ? (
        <section className={classes.section} aria-labelledby="card-heading">
          <h2 id="card-heading" className={classes.sectionTitle}>
            {t('communitySite.profile.card')}
          </h2>
          <div>
            {cardFields.map((field) => {
              const value = fieldText(card, field, translate);
              if (value === null) return null;
              return (
                <VisibilityRow
                  key={field}
                  label={label(cardFieldValueKeys[field])}
                  value={value}
                  shown={shownNow(field, !hidden.has(field))}
                  busy={visibility.isPending}
                  onChange={(show) => visibility.mutate({ fieldId: field, show })}
                />
              );
            })}
          </div>
          <Text size="sm" c="dimmed">
            {t('communitySite.profile.editHint')}{' '}
            <Anchor href={`${appOrigin}/profile`} underline="always">
              {t('communitySite.profile.editLink')}
            </Anchor>
          </Text>
        </section>
      ) : (
        profile.draft && <CardMaker profile={{ ...profile, draft: profile.draft }} onMade={onCardMade} />
      )}
      {profile.answers.length > 0 && (
        <section className={classes.section} aria-labelledby="answers-heading">
          <h2 id="answers-heading" className={classes.sectionTitle}>
            {t('communitySite.profile.answers')}
          </h2>
          <div>
            {profile.answers.map((answer) => (
              <VisibilityRow
                key={answer.questionId}
                label={answer.title || t(`registration.kinds.${answer.kind}`)}
                value={answer.text}
                shown={shownNow(answer.questionId, !answer.hidden)}
                busy={visibility.isPending}
                onChange={(show) => visibility.mutate({ fieldId: answer.questionId, show })}
              />
            ))}
          </div>
        </section>
      )}
      {/* The owner stays: a community always has exactly one. */}
      {membership.role !== 'OWNER' && (
        <section className={classes.section} aria-labelledby="leave-heading">
          <h2 id="leave-heading" className={classes.sectionTitle}>
            {t('communitySite.profile.leaveHeading')}
          </h2>
          <div>
            <LeaveCommunity action="leave" />
          </div>
        </section>
      )}
    </div>
  );
}
