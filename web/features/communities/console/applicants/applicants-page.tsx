import { Avatar, Badge, Button, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleMember } from '../../../../../contract/communities.ts';
import { readableInitialsColors } from '../../../../components/ui/initials-colors.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { applicantsQuery, useDecideApplicant } from '../community-console.api.ts';
import type { ApplicantStatus } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { EmailText } from '../email-text.tsx';
import { useConsoleCommunity } from '../console-context.tsx';

/** Applications waiting for a decision (or rejected ones, which may still be approved), with their answers. */
export function ApplicantsPage() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const [status, setStatus] = useState<ApplicantStatus>('PENDING');
  const list = useInfiniteQuery(applicantsQuery(community.id, status));
  const applicants = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="applicants-heading">
      <title>{t('communityConsole.applicants.documentTitle', { name: community.name })}</title>
      <div className={classes.pageHeader}>
        <h2 id="applicants-heading" className={classes.cardTitle}>
          {t('communityConsole.applicants.heading')}
        </h2>
        <SegmentedControl
          className={classes.alignStart}
          value={status}
          onChange={(value) => setStatus(value)}
          data={(['PENDING', 'REJECTED'] as const).map((value) => ({
            value,
            label: t(`communityConsole.applicants.status.${value}`),
          }))}
          aria-label={t('communityConsole.applicants.statusLabel')}
        />
      </div>
      {list.isPending ? (
        <Skeleton height={120} radius="lg" />
      ) : applicants.length === 0 ? (
        <p className={classes.empty}>{t(`communityConsole.applicants.empty.${status}`)}</p>
      ) : (
        <Stack gap="md" component="ul" className={classes.list} aria-label={t('communityConsole.applicants.listLabel')}>
          {applicants.map((applicant) => (
            <ApplicantCard key={applicant.user.id} applicant={applicant} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button variant="default" radius="xl" mt="md" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('communityConsole.more')}
        </Button>
      )}
    </section>
  );
}

function ApplicantCard({ applicant }: { applicant: ConsoleMember }) {
  const { t, i18n } = useTranslation();
  const { community } = useConsoleCommunity();
  const decide = useDecideApplicant(community.id);
  const { user } = applicant;
  const act = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { userId: user.id, decision },
      {
        onSuccess: () =>
          showToast(
            'success',
            t(decision === 'approve' ? 'communityConsole.applicants.approved' : 'communityConsole.applicants.rejected', {
              name: user.name,
            }),
          ),
      },
    );
  const applied = new Date(applicant.appliedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <li className={classes.applicant} data-testid="applicant">
      <div className={classes.applicantHead}>
        <Avatar
          src={user.avatarUrl}
          name={user.name}
          color="initials"
          allowedInitialsColors={readableInitialsColors}
          radius="xl"
          size={40}
          alt=""
        />
        <div className={classes.who}>
          <p className={classes.name}>{user.name}</p>
          <p className={classes.meta}>
            <EmailText email={user.email} />
          </p>
          <p className={classes.meta}>{t('communityConsole.applicants.appliedOn', { date: applied })}</p>
        </div>
        {applicant.joinType && (
          <Badge variant="light" color="moim" radius="sm">
            {applicant.joinType.name}
          </Badge>
        )}
      </div>
      {applicant.answers.length > 0 ? (
        <dl className={classes.answers} aria-label={t('communityConsole.applicants.answersOf', { name: user.name })}>
          {applicant.answers.map((answer) => (
            <div key={answer.questionId}>
              <dt>{answer.question.title || t(`questionBuilder.kinds.${answer.question.kind}`)}</dt>
              <dd>{answer.text || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {t('communityConsole.applicants.noAnswers')}
        </Text>
      )}
      <div className={classes.actions} style={{ marginTop: 12 }}>
        <Button
          radius="xl"
          size="sm"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={decide.isPending && decide.variables.decision === 'approve'}
          onClick={() => act('approve')}
          aria-label={t('communityConsole.applicants.approveName', { name: user.name })}
        >
          {t('communityConsole.applicants.approve')}
        </Button>
        {applicant.status === 'PENDING' && (
          <Button
            radius="xl"
            size="sm"
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            loading={decide.isPending && decide.variables.decision === 'reject'}
            onClick={() => act('reject')}
            aria-label={t('communityConsole.applicants.rejectName', { name: user.name })}
          >
            {t('communityConsole.applicants.reject')}
          </Button>
        )}
      </div>
    </li>
  );
}
