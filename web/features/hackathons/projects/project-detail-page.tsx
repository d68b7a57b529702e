import { Anchor, Badge, Button, Container, Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { projectLinkKinds } from '../../../../contract/hackathons.ts';
import type { ProjectDetail } from '../../../../contract/hackathons.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { CommentsSection } from './comments-section.tsx';
import { DeliverablesSection } from './deliverables-section.tsx';
import { HackathonHeader } from './hackathon-header.tsx';
import { overviewQuery, projectQuery, useDeleteProject } from './hackathon-projects.api.ts';
import classes from './projects.module.css';
import { RecruitStatusBadge } from './recruit-status-badge.tsx';
import { SaveProjectButton } from './save-project-button.tsx';
import { TeamSection } from './team-section.tsx';

/** `…/hackathon/projects/{projectId}`: info, description, team building, deliverables and comments. */
export function ProjectDetailPage({
  eventId,
  projectId,
  cardPrompt,
}: {
  eventId: string;
  projectId: string;
  cardPrompt: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: overview } = useSuspenseQuery(overviewQuery(eventId));
  const { data: project } = useSuspenseQuery(projectQuery(eventId, projectId));
  const projectsPath = `/events/${overview.handle}/hackathon/projects`;
  return (
    <Container size="lg" className={classes.page}>
      <title>{t('hackathonProjects.detail.documentTitle', { title: project.title, event: overview.title })}</title>
      <HackathonHeader
        overview={overview}
        title={project.title}
        back={{ to: projectsPath, label: t('hackathonProjects.detail.toProjects') }}
        actions={
          <>
            <SaveProjectButton eventId={eventId} project={project} />
            {project.viewer.canEdit && (
              <Button
                component={Link}
                to={`${projectsPath}/${project.id}/edit`}
                variant="default"
                radius="xl"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('hackathonProjects.detail.edit')}
              </Button>
            )}
            {project.viewer.role === 'LEADER' && <DeleteProject eventId={eventId} project={project} onDeleted={projectsPath} />}
          </>
        }
      />
      <div className={classes.detail}>
        <div className={classes.column}>
          <ProjectInfo project={project} />
          <section className={classes.section} aria-labelledby="description-title">
            <h2 id="description-title" className={classes.sectionTitle}>
              {t('hackathonProjects.detail.description')}
            </h2>
            <RichText html={project.description} className={classes.description} />
          </section>
          <CommentsSection overview={overview} projectId={project.id} cardPrompt={cardPrompt} />
        </div>
        <div className={classes.column}>
          <TeamSection overview={overview} project={project} />
          <DeliverablesSection overview={overview} project={project} />
        </div>
      </div>
    </Container>
  );
}

function ProjectInfo({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const links = projectLinkKinds.filter((kind) => project.links[kind]);
  return (
    <section className={classes.section} aria-labelledby="info-title" data-testid="project-info">
      <h2 id="info-title" className={classes.sectionTitle}>
        {t('hackathonProjects.detail.info')}
      </h2>
      <Group gap={6}>
        <RecruitStatusBadge status={project.recruitStatus} />
      </Group>
      {project.thumbnailUrl && <img className={classes.thumb} src={project.thumbnailUrl} alt="" />}
      {project.summary && <Text>{project.summary}</Text>}
      <dl className={classes.facts}>
        <dt>{t('hackathonProjects.form.teamName')}</dt>
        <dd>{project.teamName}</dd>
        <dt>{t('hackathonProjects.form.track')}</dt>
        <dd>{project.track.name}</dd>
        {project.positions.length > 0 && (
          <>
            <dt>{t('hackathonProjects.form.positions')}</dt>
            <dd>{project.positions.map((position) => t(`people.roles.${position}`)).join(', ')}</dd>
          </>
        )}
        {project.techStack.length > 0 && (
          <>
            <dt>{t('hackathonProjects.form.techStack')}</dt>
            <dd>
              <Group gap={6}>
                {project.techStack.map((skill) => (
                  <Badge key={skill} variant="light" color="gray" tt="none">
                    {skillNames[skill]}
                  </Badge>
                ))}
              </Group>
            </dd>
          </>
        )}
        {project.keywords.length > 0 && (
          <>
            <dt>{t('hackathonProjects.form.keywords')}</dt>
            <dd>{project.keywords.map((keyword) => `#${keyword}`).join(' ')}</dd>
          </>
        )}
        {project.contact && (
          <>
            <dt>{t('hackathonProjects.contact.label')}</dt>
            <dd>
              {t(`hackathonProjects.contact.${project.contact.method}`)} · {project.contact.value}
            </dd>
          </>
        )}
        {links.map((kind) => (
          <ProjectLink key={kind} label={t(`hackathonProjects.links.${kind}`)} href={project.links[kind] ?? ''} />
        ))}
      </dl>
    </section>
  );
}

function ProjectLink({ label, href }: { label: string; href: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
          {href}
          <VisuallyHidden> {t('hackathonProjects.opensInNewTab')}</VisuallyHidden>
        </Anchor>
      </dd>
    </>
  );
}

function DeleteProject({ eventId, project, onDeleted }: { eventId: string; project: ProjectDetail; onDeleted: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProject(eventId);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        radius="xl"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('hackathonProjects.detail.delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('hackathonProjects.detail.deleteTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonProjects.close') }}
      >
        <Text size="sm">{t('hackathonProjects.detail.deleteBody', { title: project.title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('hackathonProjects.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(project.id, {
                onSuccess: () => {
                  showToast('success', t('hackathonProjects.detail.deleted'));
                  void navigate(onDeleted);
                },
              })
            }
          >
            {t('hackathonProjects.detail.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
