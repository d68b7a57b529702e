import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommunityMemberCard } from '../../../../contract/community-people.ts';
import { trackEvent } from '../../../analytics.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../session/session.ts';
import { useSaveMember } from '../community-site.api.ts';
import { useCommunity } from '../use-community.ts';

/** Save or unsave a member (a like), as in the lounge: the like toast, and analytics hear `like_click`. */
export function MemberSaveButton({ card, place }: { card: CommunityMemberCard; place: string }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const me = useCurrentUser();
  const save = useSaveMember(community.id);
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
