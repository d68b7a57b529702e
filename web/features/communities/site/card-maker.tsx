import { Alert, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CommunityProfile } from '../../../../contract/community-people.ts';
import { cardFields, UpdateProfileCardSchema } from '../../../../contract/people.ts';
import type { CardField, PersonCard, ProfileCardDraft } from '../../../../contract/people.ts';
import { cardFieldValueKeys } from '../../../../contract/profile-fields.ts';
import { limits } from '../../../../contract/users.ts';
import { messageForError } from '../../../api/error-message.ts';
import { PersonAvatar } from '../../../components/people/person-avatar.tsx';
import { PersonFacts } from '../../../components/people/person-facts.tsx';
import { useFieldLabel } from '../../../components/people/profile-field-label.ts';
import { useCurrentUser } from '../../../session/session.ts';
import { useMakeMyCard } from './community-site.api.ts';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

type Values = { name: string; jobTitle: string; organization: string; bio: string; hiddenFields: CardField[] };

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The draft with the form's words on top and every hidden field left out: the card as the members will get it. */
function previewOf(
  draft: ProfileCardDraft,
  values: Values,
  me: { id: string; handle: string; avatarUrl: string | null },
): PersonCard {
  const card: Record<string, unknown> = {
    ...draft,
    ...values,
    userId: me.id,
    handle: me.handle,
    avatarUrl: me.avatarUrl,
    participationType: null,
    isSaved: false,
  };
  for (const field of values.hiddenFields) delete card[cardFieldValueKeys[field]];
  return card as PersonCard;
}

/**
 * A new member's first step: their card, filled in from their profile and what they answered when
 * applying, with a switch per value and the card as the other members will see it, side by side.
 */
export function CardMaker({ profile, onMade }: { profile: CommunityProfile & { draft: ProfileCardDraft }; onMade: () => void }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const me = useCurrentUser();
  const make = useMakeMyCard(community.id);
  const label = useFieldLabel('card');
  const { draft } = profile;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: draft.name,
      jobTitle: draft.jobTitle ?? '',
      organization: draft.organization ?? '',
      bio: draft.bio,
      hiddenFields: draft.hiddenFields,
    },
    validate: (values) => {
      const result = UpdateProfileCardSchema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)]));
    },
  });
  const fromApplication = new Set<string>(draft.fromRegistration);
  const hint = (field: string) => (fromApplication.has(field) ? t('communitySite.cardMaker.fromApplication') : undefined);
  const values = form.values;
  const preview = me ? previewOf(draft, values, me) : null;
  // Every value the card will hold, each with the switch that shows it to the members or not.
  const switchable = cardFields.filter((field) => filled({ ...draft, ...values }[cardFieldValueKeys[field]]));
  const toggle = (field: CardField, show: boolean) =>
    form.setFieldValue(
      'hiddenFields',
      show ? values.hiddenFields.filter((hidden) => hidden !== field) : [...values.hiddenFields, field],
    );
  const shownAnswers = profile.answers.filter((answer) => !answer.hidden);

  return (
    <section className={classes.section} aria-labelledby="card-maker-heading" data-testid="card-maker">
      <h2 id="card-maker-heading" className={classes.sectionTitle}>
        {t('communitySite.cardMaker.title')}
      </h2>
      <Text>{t('communitySite.cardMaker.lead', { name: community.name })}</Text>
      <div className={classes.cardMaker}>
        <form noValidate onSubmit={form.onSubmit((body) => make.mutate(body, { onSuccess: onMade }))}>
          <Stack gap="md">
            <TextInput
              {...form.getInputProps('name')}
              label={t('lounge.fields.name')}
              maxLength={limits.name}
              required
              description={hint('name')}
            />
            <TextInput
              {...form.getInputProps('jobTitle')}
              label={label('jobTitle')}
              maxLength={limits.generalText}
              description={hint('jobTitle')}
            />
            <TextInput
              {...form.getInputProps('organization')}
              label={label('organization')}
              maxLength={limits.organization}
              description={hint('organization')}
            />
            <Textarea
              {...form.getInputProps('bio')}
              label={label('bio')}
              maxLength={limits.bio}
              autosize
              minRows={3}
              description={hint('bio')}
            />
            {switchable.length > 0 && (
              <fieldset className={classes.switches}>
                <legend>{t('communitySite.cardMaker.whoSees')}</legend>
                {switchable.map((field) => (
                  <Switch
                    key={field}
                    label={t('communitySite.profile.showTo', { field: label(cardFieldValueKeys[field]) })}
                    checked={!values.hiddenFields.includes(field)}
                    onChange={(event) => toggle(field, event.currentTarget.checked)}
                  />
                ))}
              </fieldset>
            )}
            {make.isError && (
              <Alert color="red" role="alert">
                {messageForError(make.error, (key, options) => t(key, { ...options }))}
              </Alert>
            )}
            <Group>
              <Button type="submit" radius="xl" loading={make.isPending}>
                {t('communitySite.cardMaker.make')}
              </Button>
            </Group>
          </Stack>
        </form>
        {preview && (
          <aside className={classes.cardPreview} aria-labelledby="card-preview-heading" data-testid="card-preview">
            <h3 id="card-preview-heading" className={classes.previewTitle}>
              {t('communitySite.cardMaker.preview')}
            </h3>
            <Group wrap="nowrap">
              <PersonAvatar name={preview.name} avatarUrl={preview.avatarUrl} size={56} />
              <Stack gap={2}>
                <Text fw={700}>{preview.name}</Text>
                {profile.memberType && (
                  <Text size="sm" c="dimmed">
                    {profile.memberType.name}
                  </Text>
                )}
              </Stack>
            </Group>
            <div data-testid="card-preview-facts">
              <PersonFacts card={preview} />
            </div>
            {shownAnswers.length > 0 && (
              <dl className={classes.answers}>
                {shownAnswers.map((answer) => (
                  <div key={answer.questionId}>
                    <dt>{answer.title || t(`registration.kinds.${answer.kind}`)}</dt>
                    <dd>{answer.text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </aside>
        )}
      </div>
    </section>
  );
}
