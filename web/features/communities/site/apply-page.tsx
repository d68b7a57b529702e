import { Button, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ApplyForm } from '../../../../contract/communities.ts';
import type { AnswerInput } from '../../../../contract/registrations.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CommunityTitle } from './community-identity.tsx';
import { membershipQuery, profileFormQuery, useApply } from './community-site.api.ts';
import classes from './community.module.css';
import { PendingNotice } from './pending-notice.tsx';
import { useCommunity } from './use-community.ts';

/** What the page needs of a paged questions form (the registration feature's, passed in by the route). */
export type ProfileFormSlot = (props: {
  /** the questions, and what the person's profile already answers */
  form: ApplyForm;
  submitting: boolean;
  failure: string | null;
  fieldErrors?: Record<string, string>;
  onSubmit: (answers: AnswerInput[]) => void;
  onBackFromFirst: () => void;
  submitLabel: string;
}) => ReactNode;

/**
 * `/apply`: choose a join type, fill its profile form (Back, Next, Submit), then wait for approval.
 * Members go home; applicants see the waiting page; a barred account is told to contact the admin.
 */
export function ApplyPage({ renderForm }: { renderForm: ProfileFormSlot }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const { data: membership } = useSuspenseQuery(membershipQuery(community.id));
  const [joinTypeId, setJoinTypeId] = useState<string | null>(
    community.joinTypes.length === 1 ? community.joinTypes[0].id : null,
  );
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [stage, setStage] = useState<'type' | 'form'>('type');
  const joinType = community.joinTypes.find((type) => type.id === joinTypeId) ?? null;
  const form = useQuery({
    ...profileFormQuery(community.id, joinType?.profileFormId ?? ''),
    enabled: stage === 'form' && joinType !== null,
  });
  const apply = useApply(community.id);

  if (membership.state === 'APPROVED') return <Navigate to="/" replace />;
  const title = <CommunityTitle page={t('communitySite.apply.documentTitle')} />;
  if (membership.state === 'PENDING') {
    return (
      <>
        {title}
        <PendingNotice />
      </>
    );
  }
  if (membership.state === 'BARRED') {
    return (
      <section className={classes.notice} data-testid="apply-barred">
        {title}
        <Title order={1} size="h2">
          {t('communitySite.gate.barred.title')}
        </Title>
        <Text>{t('communitySite.gate.barred.body', { name: community.name })}</Text>
      </section>
    );
  }

  const failure =
    apply.error && !(isApiError(apply.error) && apply.error.fields)
      ? messageForError(apply.error, (key, options) => t(key, { ...options }))
      : null;
  return (
    <section className={classes.applyCard}>
      {title}
      <Stack gap={4} mb="lg">
        <Text size="sm" fw={700} c="moim.8">
          {community.name}
        </Text>
        <Title order={1} size="h2">
          {t('communitySite.apply.heading')}
        </Title>
        {membership.state === 'REJECTED' && <Text c="dimmed">{t('communitySite.apply.again')}</Text>}
      </Stack>
      {stage === 'type' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!joinType) setChoiceError(t('communitySite.apply.chooseRequired'));
            else setStage('form');
          }}
        >
          <Stack gap="lg">
            <Radio.Group
              name="joinType"
              label={t('communitySite.apply.joinType')}
              description={t('communitySite.apply.joinTypeHint')}
              value={joinTypeId ?? ''}
              onChange={(value) => {
                setJoinTypeId(value);
                setChoiceError(null);
              }}
              error={choiceError}
              required
            >
              <Stack gap="sm" mt="xs">
                {community.joinTypes.map((type) => (
                  <Radio.Card key={type.id} value={type.id} className={classes.joinType} radius="md">
                    <div className={classes.joinTypeRow}>
                      <Radio.Indicator />
                      <div>
                        <Text fw={700}>{type.name}</Text>
                        {type.description && (
                          <Text size="sm" c="dimmed">
                            {type.description}
                          </Text>
                        )}
                      </div>
                    </div>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            {community.joinTypes.length === 0 && <Text c="dimmed">{t('communitySite.apply.noJoinTypes')}</Text>}
            <Button type="submit" radius="xl" size="md" disabled={community.joinTypes.length === 0}>
              {t('registration.form.next')}
            </Button>
          </Stack>
        </form>
      ) : form.data && joinType ? (
        renderForm({
          form: form.data,
          submitting: apply.isPending,
          failure,
          fieldErrors: isApiError(apply.error) ? apply.error.fields : undefined,
          onSubmit: (answers) => apply.mutate({ joinTypeId: joinType.id, answers }),
          onBackFromFirst: () => setStage('type'),
          submitLabel: t('communitySite.apply.submit'),
        })
      ) : (
        <Spinner />
      )}
    </section>
  );
}
