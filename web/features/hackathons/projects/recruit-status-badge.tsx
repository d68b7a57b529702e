import { useTranslation } from 'react-i18next';
import type { RecruitStatus } from '../../../../contract/hackathons.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import type { StatusTone } from '../../../components/event/status-badge.tsx';

const tones: Record<RecruitStatus, StatusTone> = {
  TEAM_FINDING: 'blue',
  MEMBER_FINDING: 'green',
  TEAM_BUILDING_COMPLETE: 'gray',
};

export function RecruitStatusBadge({ status }: { status: RecruitStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={tones[status]} size="sm" data-testid="recruit-status">
      {t(`hackathonProjects.recruitStatus.${status}`)}
    </StatusBadge>
  );
}
