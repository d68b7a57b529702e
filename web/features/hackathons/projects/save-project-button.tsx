import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../../../../contract/hackathons.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useSaveProject } from './hackathon-projects.api.ts';

/** Save or unsave a project; saving says "saved to Saved list". */
export function SaveProjectButton({
  eventId,
  project,
}: {
  eventId: string;
  project: Pick<ProjectSummary, 'id' | 'title' | 'isSaved'>;
}) {
  const { t } = useTranslation();
  const save = useSaveProject(eventId);
  const saved = save.isPending ? Boolean(save.variables?.save) : project.isSaved;
  const toggle = () => {
    const next = !saved;
    save.mutate(
      { projectId: project.id, save: next },
      {
        onSuccess: () =>
          showToast(
            next ? 'like' : 'info',
            t(next ? 'hackathonProjects.save.saved' : 'hackathonProjects.save.removed', { title: project.title }),
          ),
      },
    );
  };
  const label = t('hackathonProjects.save.save', { title: project.title });
  return (
    <Tooltip label={t(saved ? 'hackathonProjects.save.tooltipSaved' : 'hackathonProjects.save.tooltip')} withinPortal>
      <ActionIcon
        variant={saved ? 'light' : 'default'}
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        onClick={toggle}
        loading={save.isPending}
        loaderProps={{ 'aria-label': label }}
      >
        {saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
