import { ActionIcon, Alert, Avatar, Button, Group, Menu, Modal, Select, Text } from '@mantine/core';
import { IconCrown, IconDots, IconDoorExit, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hackathonLimits, recruitStatuses } from '../../../../contract/hackathons.ts';
import type { HackathonOverview, ProjectDetail, ProjectMember } from '../../../../contract/hackathons.ts';
import { messageForError } from '../../../api/error-message.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { readableInitialsColors } from '../../../components/ui/initials-colors.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import {
  useAddMember,
  useLeaveProject,
  usePromoteMember,
  useRemoveMember,
  useSetRecruitStatus,
} from './hackathon-projects.api.ts';
import { chosenTarget, noChoice, ParticipantFinder, type ParticipantChoice } from './participant-finder.tsx';
import classes from './projects.module.css';
import { ProjectTeamRequests } from './team-requests.tsx';

/** The team: members with the leader first; the leader adds, removes and promotes; members leave. */
export function TeamSection({ overview, project }: { overview: HackathonOverview; project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveMember(overview.eventId, project.id);
  const promote = usePromoteMember(overview.eventId, project.id);
  const leave = useLeaveProject(overview.eventId, project.id);
  const status = useSetRecruitStatus(overview.eventId, project.id);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const isLeader = project.viewer.canManageMembers;
  const alone = project.members.length === 1;

  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: ({ projectDeleted }) => {
        showToast('success', t(projectDeleted ? 'hackathonProjects.team.leftDeleted' : 'hackathonProjects.team.left'));
        void navigate(`/events/${overview.handle}/hackathon/projects`);
      },
      onSettled: () => setLeaving(false),
    });

  return (
    <section className={classes.section} aria-labelledby="team-title" data-testid="team">
      <h2 id="team-title" className={classes.sectionTitle}>
        {t('hackathonProjects.team.title', { count: project.members.length })}
      </h2>
      {project.viewer.canEdit && (
        <Select
          label={t('hackathonProjects.form.recruitStatus')}
          data={recruitStatuses.map((value) => ({ value, label: t(`hackathonProjects.recruitStatus.${value}`) }))}
          value={status.isPending ? (status.variables ?? project.recruitStatus) : project.recruitStatus}
          allowDeselect={false}
          disabled={status.isPending}
          onChange={(value) =>
            value && status.mutate(value, { onSuccess: () => showToast('success', t('hackathonProjects.toast.statusSaved')) })
          }
        />
      )}
      <ul className={classes.list}>
        {project.members.map((member) => (
          <li key={member.userId} className={classes.row} data-testid="member">
            <Avatar
              src={member.avatarUrl}
              name={member.name}
              color="initials"
              allowedInitialsColors={readableInitialsColors}
              radius="xl"
              size={36}
              alt=""
            />
            <span className={classes.rowText}>
              <Text span fw={600}>
                {member.name}
              </Text>{' '}
              <Text span size="sm" c="gray.7">
                @{member.handle}
              </Text>{' '}
              {member.role === 'LEADER' && (
                <StatusBadge tone="yellow" size="sm">
                  {t('hackathonProjects.team.leader')}
                </StatusBadge>
              )}
            </span>
            {isLeader && member.role !== 'LEADER' && (
              <MemberMenu
                member={member}
                onRemove={() => remove.mutate(member.userId)}
                onPromote={() => promote.mutate(member.userId)}
              />
            )}
          </li>
        ))}
      </ul>
      <Group gap="sm">
        {isLeader && project.members.length < hackathonLimits.teamSize && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('hackathonProjects.team.add')}
          </Button>
        )}
        {project.viewer.role !== null && (!isLeader || alone) && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconDoorExit size={16} aria-hidden />}
            onClick={() => setLeaving(true)}
          >
            {t('hackathonProjects.team.leave')}
          </Button>
        )}
      </Group>
      {isLeader && !alone && (
        <Text size="xs" c="gray.7">
          {t('hackathonProjects.team.leaderLeaveHint')}
        </Text>
      )}
      <ProjectTeamRequests overview={overview} project={project} />
      <AddMemberModal overview={overview} project={project} opened={adding} onClose={() => setAdding(false)} />
      <Modal
        opened={leaving}
        onClose={() => setLeaving(false)}
        title={t('hackathonProjects.team.leaveTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonProjects.close') }}
      >
        <Text size="sm">{t(alone ? 'hackathonProjects.team.leaveLastBody' : 'hackathonProjects.team.leaveBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setLeaving(false)}>
            {t('hackathonProjects.cancel')}
          </Button>
          <Button color="red.9" loading={leave.isPending} onClick={confirmLeave}>
            {t('hackathonProjects.team.leave')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}

function MemberMenu({ member, onRemove, onPromote }: { member: ProjectMember; onRemove: () => void; onPromote: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('hackathonProjects.team.manageNamed', { name: member.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCrown size={16} aria-hidden />} onClick={onPromote}>
          {t('hackathonProjects.team.promote')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={onRemove}>
          {t('hackathonProjects.team.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Adds a hackathon participant without a team, found by name, handle or organisation as for an invitation. */
function AddMemberModal({
  overview,
  project,
  opened,
  onClose,
}: {
  overview: HackathonOverview;
  project: ProjectDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddMember(overview.eventId, project.id);
  const [choice, setChoice] = useState<ParticipantChoice>(noChoice);
  const target = chosenTarget(choice);
  const close = () => {
    add.reset();
    setChoice(noChoice);
    onClose();
  };
  const submit = () => {
    if (!target) return;
    const name = choice.chosen ? choice.chosen.name : `@${'handle' in target ? target.handle : ''}`;
    add.mutate(target, {
      onSuccess: () => {
        showToast('success', t('hackathonProjects.team.added', { name }));
        close();
      },
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('hackathonProjects.team.addTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('hackathonProjects.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {opened && <ParticipantFinder eventId={overview.eventId} value={choice} onChange={setChoice} />}
        {add.error && (
          <Alert color="red" role="alert" mt="md">
            {messageForError(add.error, (key, options) => t(key, { ...options }))}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('hackathonProjects.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} disabled={!target}>
            {t('hackathonProjects.team.add')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
