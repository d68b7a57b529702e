import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '../../../contract/people.ts';
import { trackEvent } from '../../analytics.ts';
import { useCurrentUser } from '../../session/session.ts';
import { showToast } from '../ui/toast.tsx';

export type SaveChange = { userId: string; save: boolean };

/** The space's save mutation (an event's lounge, a community), as react-query hands it out. */
export type SavePersonMutation = {
  mutate: (change: SaveChange, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  variables?: SaveChange;
};

/** Save or unsave a person (a like): the like toast, and analytics hear `like_click`. */
export function SavePersonButton({
  card,
  place,
  save,
}: {
  card: Pick<PersonCard, 'userId' | 'name' | 'isSaved'>;
  place: string;
  save: SavePersonMutation;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const saved = save.isPending ? Boolean(save.variables?.save) : card.isSaved;
  if (me?.id === card.userId) return null;
  const toggle = () => {
    const next = !saved;
    if (next && me)
      trackEvent('like_click', { category: 'Recommendation', label: place, initiator_id: me.id, target_id: card.userId });
    save.mutate(
      { userId: card.userId, save: next },
      {
        onSuccess: () =>
          showToast(next ? 'like' : 'info', t(next ? 'lounge.save.saved' : 'lounge.save.removed', { name: card.name })),
      },
    );
  };
  // A toggle keeps one name; aria-pressed says whether it is on.
  const label = t('lounge.save.save', { name: card.name });
  return (
    <Tooltip label={t(saved ? 'lounge.save.tooltipSaved' : 'lounge.save.tooltip')} withinPortal>
      <ActionIcon
        variant={saved ? 'light' : 'default'}
        color="pink"
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        onClick={toggle}
        loading={save.isPending}
        loaderProps={{ 'aria-label': label }}
      >
        {saved ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
