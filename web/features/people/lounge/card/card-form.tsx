import { Button, MultiSelect, Select, Stack, Switch, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLimits, networkingRoles } from '../../../../../contract/people.ts';
import type { CardField, MyCard, ProfileCardDraft } from '../../../../../contract/people.ts';
import { skillNames } from '../../../../../contract/skill-names.ts';
import { hackathonSkills, limits, yearsOfExperienceOptions } from '../../../../../contract/users.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useCreateCard, useFieldVisibility, useUpdateCard } from '../lounge.api.ts';
import classes from '../lounge.module.css';
import { cardErrorsFromFields, toCardFormValues, toCardRequest, validateCard } from './card-form-values.ts';
import type { CardFormValues } from './card-form-values.ts';

type Props = {
  eventId: string;
  /** my card (edit) or the pre-filled draft (create) */
  source: MyCard | ProfileCardDraft;
  mode: 'create' | 'edit';
  onDone?: () => void;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.formSection} aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

/**
 * The card: the profile's values, who I am and whom I seek, and a show/hide switch per field.
 * Creating sends the switches with the card; on my card each switch applies at once.
 */
export function CardForm({ eventId, source, mode, onDone }: Props) {
  const { t } = useTranslation();
  const create = useCreateCard(eventId);
  const update = useUpdateCard(eventId);
  const visibility = useFieldVisibility(eventId);
  const form = useForm<CardFormValues>({
    mode: 'controlled',
    initialValues: toCardFormValues(source),
    validate: (values) => validateCard(values, source),
  });
  const fromRegistration = new Set<string>('fromRegistration' in source ? source.fromRegistration : []);
  const save = mode === 'create' ? create : update;

  const f = (key: string) => t(`lounge.fields.${key}`);
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return error ? t(error as string) : undefined;
  };
  const input = (path: keyof CardFormValues) => ({
    ...form.getInputProps(path),
    error: errorOf(path),
    description: fromRegistration.has(path) ? t('lounge.card.fromRegistration') : undefined,
  });

  const shown = (field: CardField) => !form.values.hiddenFields.includes(field);
  const setShown = (field: CardField, show: boolean) => {
    const others = form.values.hiddenFields.filter((hidden) => hidden !== field);
    const previous = form.values.hiddenFields;
    form.setFieldValue('hiddenFields', show ? others : [...others, field]);
    if (mode === 'edit') visibility.mutate({ field, show }, { onError: () => form.setFieldValue('hiddenFields', previous) });
  };
  const showSwitch = (field: CardField, label: string) => (
    <Switch
      size="xs"
      className={classes.showSwitch}
      label={t('lounge.card.showField', { field: label })}
      checked={shown(field)}
      onChange={(event) => setShown(field, event.currentTarget.checked)}
      data-testid={`show-${field}`}
    />
  );

  const submit = (values: CardFormValues) => {
    const request = toCardRequest(values, source);
    const onSuccess = () => {
      showToast('success', t(mode === 'create' ? 'lounge.card.created' : 'lounge.card.saved'));
      onDone?.();
    };
    const onError = (error: unknown) => {
      if (isApiError(error) && error.fields) form.setErrors(cardErrorsFromFields(error.fields));
      else
        showToast(
          'error',
          messageForError(error, (key, options) => t(key, { ...options })),
        );
    };
    if (mode === 'create') create.mutate(request, { onSuccess, onError });
    else {
      // Visibility is already stored, switch by switch.
      const { hiddenFields: _stored, ...changes } = request;
      update.mutate(changes, { onSuccess, onError });
    }
  };

  const skillData = hackathonSkills.map((value) => ({ value, label: skillNames[value] }));
  const roleData = networkingRoles.map((value) => ({ value, label: t(`people.roles.${value}`) }));
  const email = 'email' in source ? source.email : null;

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} data-testid="card-form">
      <Stack gap="lg">
        <Section id="card-about" title={t('lounge.card.sections.about')}>
          <TextInput {...input('name')} label={f('name')} required maxLength={limits.name} autoComplete="name" />
          <div>
            <Textarea
              {...input('bio')}
              label={f('bio')}
              description={t('lounge.counter', { count: form.values.bio.length, max: limits.bio })}
              maxLength={limits.bio}
              autosize
              minRows={3}
            />
            {showSwitch('bio', f('bio'))}
          </div>
          <div>
            <TagsInput
              {...input('tags')}
              label={f('tags')}
              description={t('lounge.card.tagsHint')}
              maxTags={limits.tags}
              splitChars={[',', ' ']}
              clearable
            />
            {showSwitch('tags', f('tags'))}
          </div>
        </Section>

        <Section id="card-work" title={t('lounge.card.sections.work')}>
          <div className={classes.formRow}>
            <div>
              <TextInput
                {...input('organization')}
                label={f('organization')}
                maxLength={limits.organization}
                autoComplete="organization"
              />
              {showSwitch('organization', f('organization'))}
            </div>
            <div>
              <TextInput
                {...input('jobTitle')}
                label={f('jobTitle')}
                maxLength={limits.generalText}
                autoComplete="organization-title"
              />
              {showSwitch('jobTitle', f('jobTitle'))}
            </div>
          </div>
          <div className={classes.formRow}>
            <div>
              <TextInput {...input('industry')} label={f('industry')} maxLength={limits.generalText} />
              {showSwitch('industry', f('industry'))}
            </div>
            <div>
              <Select
                {...input('yearsOfExperience')}
                label={f('yearsOfExperience')}
                data={yearsOfExperienceOptions.map((value) => ({ value, label: t(`lounge.years.${value}`) }))}
                clearable
              />
              {showSwitch('yearsOfExperience', f('yearsOfExperience'))}
            </div>
          </div>
          <div>
            <MultiSelect {...input('skills')} label={f('skills')} data={skillData} searchable clearable />
            {showSwitch('skills', f('skills'))}
          </div>
        </Section>

        <Section id="card-networking" title={t('lounge.card.sections.networking')}>
          <MultiSelect
            {...input('roles')}
            label={f('roles')}
            description={t('lounge.card.rolesHint', { max: cardLimits.roles })}
            data={roleData}
            maxValues={cardLimits.roles}
            clearable
          />
          <MultiSelect
            {...input('seeking')}
            label={f('seeking')}
            description={t('lounge.card.seekingHint', { max: cardLimits.seeking })}
            data={roleData}
            maxValues={cardLimits.seeking}
            clearable
          />
          <MultiSelect
            {...input('seekingSkills')}
            label={f('seekingSkills')}
            data={skillData}
            maxValues={cardLimits.seekingSkills}
            searchable
            clearable
          />
        </Section>

        <Section id="card-contact" title={t('lounge.card.sections.contact')}>
          {email !== null && (
            <div>
              <TextInput value={email ?? ''} label={f('email')} description={t('lounge.card.emailHint')} readOnly />
              {showSwitch('email', f('email'))}
            </div>
          )}
          <div className={classes.formRow}>
            <div>
              <TextInput {...input('phoneNumber')} label={f('phoneNumber')} type="tel" autoComplete="tel" />
              {showSwitch('phoneNumber', f('phoneNumber'))}
            </div>
            <div>
              <TextInput
                {...input('dateOfBirth')}
                label={f('dateOfBirth')}
                type="date"
                max={new Date().toISOString().slice(0, 10)}
                autoComplete="bday"
              />
              {showSwitch('dateOfBirth', f('dateOfBirth'))}
            </div>
          </div>
          <div>
            <TextInput {...input('location')} label={f('location')} maxLength={limits.location} />
            {showSwitch('location', f('location'))}
          </div>
          <div>
            <TextInput {...input('attachedFileUrl')} label={f('attachedFile')} type="url" />
            {showSwitch('attachedFile', f('attachedFile'))}
          </div>
          <div>
            <Text size="sm" fw={500}>
              {f('socials')}
            </Text>
            <Text size="sm" c="dimmed">
              {source.socials.length > 0
                ? source.socials.map((social) => t(`lounge.socials.${social.type}`)).join(', ')
                : t('lounge.card.noSocials')}
            </Text>
            {showSwitch('socials', f('socials'))}
          </div>
        </Section>

        <div className={classes.formActions}>
          {onDone && mode === 'create' && (
            <Button variant="default" radius="xl" onClick={onDone}>
              {t('lounge.cancel')}
            </Button>
          )}
          <Button type="submit" radius="xl" loading={save.isPending}>
            {t(mode === 'create' ? 'lounge.card.create' : 'lounge.card.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
