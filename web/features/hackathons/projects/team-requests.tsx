import { Alert, Button, Group, Modal, Select, Text, Textarea } from '@mantine/core';
import { IconMailPlus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  teamRequestLimits,
  type HackathonOverview,
  type ProjectDetail,
  type TeamRequest,
} from '../../../../contract/hackathons.ts';
import { hackathonPositions, type HackathonPosition } from '../../../../contract/users.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { chosenTarget, noChoice, ParticipantFinder, type ParticipantChoice } from './participant-finder.tsx';
import classes from './projects.module.css';
import { teamRequestsQuery, useAnswerTeamRequest, useAskToJoin, useInvite, type TeamRequestAnswer } from './team-requests.api.ts';

const toasts: Record<TeamRequestAnswer, string> = {
  accept: 'hackathonProjects.requests.accepted',
  decline: 'hackathonProjects.requests.declined',
  withdraw: 'hackathonProjects.requests.withdrawn',
};

/** One open request or invitation, seen by the team's leader or by the person; with what the viewer may do. */
function RequestItem({
  overview,
  request,
  side,
}: {
  overview: HackathonOverview;
  request: TeamRequest;
  side: 'team' | 'person';
}) {
  const { t } = useTranslation();
  const answer = useAnswerTeamRequest(overview.eventId);
  const act = (verb: TeamRequestAnswer) =>
    answer.mutate({ requestId: request.id, answer: verb }, { onSuccess: () => showToast('success', t(toasts[verb])) });
  const heading =
    side === 'team'
      ? t(request.kind === 'REQUEST' ? 'hackathonProjects.requests.requestFrom' : 'hackathonProjects.requests.invitationTo', {
          name: request.person.name,
        })
      : t(request.kind === 'INVITATION' ? 'hackathonProjects.requests.invitationFrom' : 'hackathonProjects.requests.requestTo', {
          team: request.project.teamName,
        });
  return (
    <li className={classes.requestItem} data-testid="team-request">
      <Text fw={600}>
        {side === 'person' ? (
          <Link to={`/events/${overview.handle}/hackathon/projects/${request.project.id}`}>{heading}</Link>
        ) : (
          heading
        )}
      </Text>
      {side === 'team' && (
        <Text size="sm" c="gray.7">
          @{request.person.handle}
          {request.position && ` · ${t(`people.roles.${request.position}`)}`}
        </Text>
      )}
      {request.message && (
        <Text size="sm" className={classes.requestMessage}>
          {request.message}
        </Text>
      )}
      {answer.error && (
        <Alert color="red" role="alert" mt="xs">
          {messageForError(answer.error, (key, options) => t(key, { ...options }))}
        </Alert>
      )}
      <Group gap="xs" mt="xs">
        {request.canAnswer ? (
          <>
            <Button size="xs" loading={answer.isPending && answer.variables?.answer === 'accept'} onClick={() => act('accept')}>
              {t('hackathonProjects.requests.accept')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={answer.isPending && answer.variables?.answer === 'decline'}
              onClick={() => act('decline')}
            >
              {t('hackathonProjects.requests.decline')}
            </Button>
          </>
        ) : (
          <Button size="xs" variant="default" loading={answer.isPending} onClick={() => act('withdraw')}>
            {t('hackathonProjects.requests.withdraw')}
          </Button>
        )}
      </Group>
    </li>
  );
}

/** The open requests and invitations of one team (for its leader) or of the viewer (on the projects page). */
export function OpenTeamRequests({
  overview,
  requests,
  side,
  title,
}: {
  overview: HackathonOverview;
  requests: TeamRequest[];
  side: 'team' | 'person';
  title: string;
}) {
  if (requests.length === 0) return null;
  const id = `team-requests-${side}`;
  return (
    <section aria-labelledby={id} className={classes.requests}>
      <h3 id={id} className={classes.requestsTitle}>
        {title}
      </h3>
      <ul className={classes.list}>
        {requests.map((request) => (
          <RequestItem key={request.id} overview={overview} request={request} side={side} />
        ))}
      </ul>
    </section>
  );
}

/** On the projects page: invitations to me and my requests, while I have no team. */
export function MyTeamRequests({ overview }: { overview: HackathonOverview }) {
  const { t } = useTranslation();
  const enabled = overview.viewer.isParticipant && overview.viewer.myProjectId === null;
  const { data } = useQuery({ ...teamRequestsQuery(overview.eventId), enabled });
  const open = (data ?? []).filter((request) => request.status === 'PENDING');
  return <OpenTeamRequests overview={overview} requests={open} side="person" title={t('hackathonProjects.requests.myTitle')} />;
}

/** On a project: the leader's open requests and invitations, or a participant's way to ask to join. */
export function ProjectTeamRequests({ overview, project }: { overview: HackathonOverview; project: ProjectDetail }) {
  const { t } = useTranslation();
  const isLeader = project.viewer.canManageMembers;
  const mayAsk =
    overview.viewer.isParticipant && overview.viewer.myProjectId === null && project.recruitStatus !== 'TEAM_BUILDING_COMPLETE';
  const { data } = useQuery({ ...teamRequestsQuery(overview.eventId), enabled: isLeader || mayAsk });
  const open = (data ?? []).filter((request) => request.status === 'PENDING' && request.project.id === project.id);
  if (isLeader)
    return (
      <>
        <OpenTeamRequests overview={overview} requests={open} side="team" title={t('hackathonProjects.requests.title')} />
        <InviteButton overview={overview} project={project} />
      </>
    );
  if (!mayAsk) return null;
  if (open.length > 0)
    return <OpenTeamRequests overview={overview} requests={open} side="person" title={t('hackathonProjects.requests.myTitle')} />;
  return <AskToJoinButton overview={overview} project={project} />;
}

function AskToJoinButton({ overview, project }: { overview: HackathonOverview; project: ProjectDetail }) {
  const { t } = useTranslation();
  const ask = useAskToJoin(overview.eventId, project.id);
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const [position, setPosition] = useState<HackathonPosition | null>(null);
  const close = () => {
    ask.reset();
    setOpened(false);
  };
  return (
    <>
      <Button size="sm" leftSection={<IconMailPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('hackathonProjects.requests.ask')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('hackathonProjects.requests.askTitle', { team: project.teamName })}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonProjects.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate(
              { message, position },
              {
                onSuccess: () => {
                  showToast('success', t('hackathonProjects.requests.sent'));
                  close();
                },
              },
            );
          }}
        >
          <Select
            label={t('hackathonProjects.requests.position')}
            data={hackathonPositions.map((value) => ({ value, label: t(`people.roles.${value}`) }))}
            value={position}
            onChange={(value) => setPosition(value)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            mt="md"
            label={t('hackathonProjects.requests.message')}
            description={t('hackathonProjects.requests.messageHint')}
            value={message}
            maxLength={teamRequestLimits.message}
            autosize
            minRows={3}
            onChange={(event) => setMessage(event.currentTarget.value)}
            data-autofocus
          />
          {ask.error && (
            <Alert color="red" role="alert" mt="md">
              {messageForError(ask.error, (key, options) => t(key, { ...options }))}
            </Alert>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('hackathonProjects.cancel')}
            </Button>
            <Button type="submit" loading={ask.isPending}>
              {t('hackathonProjects.requests.send')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}

function InviteButton({ overview, project }: { overview: HackathonOverview; project: ProjectDetail }) {
  const { t } = useTranslation();
  const invite = useInvite(overview.eventId, project.id);
  const [opened, setOpened] = useState(false);
  const [choice, setChoice] = useState<ParticipantChoice>(noChoice);
  const [message, setMessage] = useState('');
  const target = chosenTarget(choice);
  const close = () => {
    invite.reset();
    setChoice(noChoice);
    setMessage('');
    setOpened(false);
  };
  const send = () => {
    if (!target) return;
    const name = choice.chosen?.handle ?? ('handle' in target ? target.handle : '');
    invite.mutate(
      { ...target, message },
      {
        onSuccess: () => {
          showToast('success', t('hackathonProjects.requests.invited', { handle: name }));
          close();
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        className={classes.inviteButton}
      >
        {t('hackathonProjects.requests.invite')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('hackathonProjects.requests.inviteTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonProjects.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {opened && <ParticipantFinder eventId={overview.eventId} value={choice} onChange={setChoice} />}
          <Textarea
            mt="md"
            label={t('hackathonProjects.requests.message')}
            value={message}
            maxLength={teamRequestLimits.message}
            autosize
            minRows={2}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {invite.error && (
            <Alert color="red" role="alert" mt="md">
              {messageForError(invite.error, (key, options) => t(key, { ...options }))}
            </Alert>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('hackathonProjects.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={!target}>
              {t('hackathonProjects.requests.sendInvite')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
