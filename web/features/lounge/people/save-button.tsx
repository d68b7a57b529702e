import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '../../../../contract/people.ts';
import { trackEvent } from '../../../analytics.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../session/session.ts';
import { useSavePerson } from '../lounge.api.ts';

/** Save or unsave a person (a like); saving says so with the like toast and tells analytics. */
export function SaveButton({ eventId, card, place }: { eventId: string; card: PersonCard; place: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const save = useSavePerson(eventId);
  const saved = save.isPending ? Boolean(save.variables?.save) : card.isSaved;
  if (me?.id === card.userId) return null;
  const toggle = () => {
    const next = !saved;
    if (next && me) trackEvent('like_click', { category: 'Recommendation', label: place, initiator_id: me.id, target_id: card.userId });
    save.mutate(
      { userId: card.userId, save: next },
      { onSuccess: () => showToast(next ? 'like' : 'info', t(next ? 'lounge.save.saved' : 'lounge.save.removed', { name: card.name })) },
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
