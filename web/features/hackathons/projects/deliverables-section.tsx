import { ActionIcon, Alert, Anchor, Button, FileButton, Text } from '@mantine/core';
import { IconFileUpload, IconLock, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HackathonOverview, ProjectDetail } from '../../../../contract/hackathons.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { deliverableAccept, deliverableProblem, fileSize } from './deliverable-file.ts';
import { useDeleteDeliverable, useUploadDeliverable } from './hackathon-projects.api.ts';
import classes from './projects.module.css';

/**
 * The deliverables: anyone at the hackathon downloads them; the team adds and removes them until the
 * submission deadline. After it the page says so, and the server refuses a late try (G20062).
 */
export function DeliverablesSection({ overview, project }: { overview: HackathonOverview; project: ProjectDetail }) {
  const { t } = useTranslation();
  const upload = useUploadDeliverable(overview.eventId, project.id);
  const remove = useDeleteDeliverable(overview.eventId, project.id);
  const [error, setError] = useState<string | null>(null);
  const onTeam = project.viewer.role !== null;
  const closed = overview.submissionClosed;
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });

  const send = (file: File | null) => {
    if (!file) return;
    const problem = deliverableProblem(file);
    setError(problem ? t(problem) : null);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => showToast('success', t('hackathonProjects.deliverables.uploaded', { name: file.name })),
      onError: (failure) =>
        setError(isApiError(failure) ? messageForError(failure, translate) : t('hackathonProjects.form.uploadFailed')),
    });
  };

  return (
    <section className={classes.section} aria-labelledby="deliverables-title" data-testid="deliverables">
      <h2 id="deliverables-title" className={classes.sectionTitle}>
        {t('hackathonProjects.deliverables.title')}
      </h2>
      {closed && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="submission-closed">
          {t('errors.cannotSubmitFinalMaterials')}
        </Alert>
      )}
      {project.deliverables.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('hackathonProjects.deliverables.empty')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {project.deliverables.map((deliverable) => (
            <li key={deliverable.id} className={classes.row} data-testid="deliverable">
              <IconPaperclip size={16} aria-hidden />
              <span className={classes.rowText}>
                <Anchor href={deliverable.url} download={deliverable.name}>
                  {deliverable.name}
                </Anchor>{' '}
                <Text span size="xs" c="gray.7">
                  {fileSize(deliverable.size, currentLocale())}
                </Text>
              </span>
              {onTeam && !closed && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('hackathonProjects.deliverables.removeNamed', { name: deliverable.name })}
                  loading={remove.isPending && remove.variables === deliverable.id}
                  onClick={() =>
                    remove.mutate(deliverable.id, {
                      onSuccess: () =>
                        showToast('success', t('hackathonProjects.deliverables.removed', { name: deliverable.name })),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </li>
          ))}
        </ul>
      )}
      {onTeam && !closed && (
        <div>
          <FileButton onChange={send} accept={deliverableAccept}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {t('hackathonProjects.deliverables.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="gray.7" mt={6}>
            {t('hackathonProjects.deliverables.hint')}
          </Text>
        </div>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="deliverable-error">
          {error}
        </Alert>
      )}
    </section>
  );
}
