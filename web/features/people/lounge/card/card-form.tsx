import { Button, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLimits, networkingRoles } from '../../../../../contract/people.ts';
import type { CardField, MyCard, ProfileCardDraft } from '../../../../../contract/people.ts';
import { cardValueKeys, profileFields, type CardValueKey } from '../../../../../contract/profile-fields.ts';
import { skillNames } from '../../../../../contract/skill-names.ts';
import { hackathonSkills, limits, yearsOfExperienceOptions } from '../../../../../contract/users.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { completeSections } from '../../../../components/people/profile-field-layout.ts';
import { useFieldLabel } from '../../../../components/people/profile-field-label.ts';
import { ProfileFieldInput } from '../../../../components/people/profile-field-input.tsx';
import { SocialLinksInput } from '../../../../components/people/social-links-input.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useCreateCard, useFieldVisibility, useUpdateCard } from '../lounge.api.ts';
import classes from '../lounge.module.css';
import { cardErrorsFromFields, toCardFormValues, toCardRequest, validateCard } from './card-form-values.ts';
import type { CardFormValues } from './card-form-values.ts';
import { SummaryMultiSelect, SummaryTagsInput } from '../../../../components/ui/summary-select.tsx';

type Props = {
  eventId: string;
  /** my card (edit) or the pre-filled draft (create) */
  source: MyCard | ProfileCardDraft;
  mode: 'create' | 'edit';
  onDone?: () => void;
};

/** The card's own sections of the profile's fields; a field placed nowhere here goes at the end of its group's. */
const cardSections = completeSections<'about' | 'work' | 'contact', CardValueKey>(
  [
    { id: 'about', rows: ['bio', 'tags'] },
    { id: 'work', rows: [['organization', 'jobTitle'], ['industry', 'yearsOfExperience'], 'skills'] },
    { id: 'contact', rows: ['email', ['phoneNumber', 'dateOfBirth'], 'location', 'attachedFileUrl', 'socials'] },
  ],
  cardValueKeys,
  (group) => (group === 'personal' ? 'contact' : group),
);

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
  const label = useFieldLabel('card');
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return error ? t(error as string) : undefined;
  };
  const input = (path: string) => ({
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
  const showSwitch = (field: CardField, fieldLabel: string) => (
    <Switch
      size="xs"
      className={classes.showSwitch}
      label={t('lounge.card.showField', { field: fieldLabel })}
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

  // The card's words around a field's input.
  const around: Partial<Record<CardValueKey, { description?: string }>> = {
    bio: { description: t('lounge.counter', { count: form.values.bio.length, max: limits.bio }) },
  };
  // Fields whose input is more than text.
  const ownInputs: Partial<Record<CardValueKey, () => ReactNode>> = {
    tags: () => (
      <SummaryTagsInput
        {...input('tags')}
        label={label('tags')}
        description={t('lounge.card.tagsHint')}
        maxTags={limits.tags}
        splitChars={[',', ' ']}
        clearable
      />
    ),
    yearsOfExperience: () => (
      <Select
        {...input('yearsOfExperience')}
        label={label('yearsOfExperience')}
        data={yearsOfExperienceOptions.map((value) => ({ value, label: t(`lounge.years.${value}`) }))}
        clearable
      />
    ),
    skills: () => <SummaryMultiSelect {...input('skills')} label={label('skills')} data={skillData} searchable clearable />,
    email: () => <TextInput value={email ?? ''} label={label('email')} description={t('lounge.card.emailHint')} readOnly />,
    socials: () => (
      <SocialLinksInput
        label={label('socials')}
        value={form.values.socials}
        onChange={(rows) => form.setFieldValue('socials', rows)}
        typeLabel={(type) => t(`lounge.socials.${type}`)}
        error={errorOf('socials')}
      />
    ),
  };
  /** A field's input with its show/hide switch. */
  const fieldInput = (key: CardValueKey) => {
    const own = ownInputs[key];
    // shown only when there is an email to show
    if (key === 'email' && email === null) return null;
    return (
      <div>
        {own ? own() : <ProfileFieldInput field={key} {...input(key)} label={label(key)} {...around[key]} />}
        {showSwitch(profileFields[key].card, label(key))}
      </div>
    );
  };
  const rowsOf = (id: (typeof cardSections)[number]['id']) =>
    cardSections
      .find((section) => section.id === id)!
      .rows.map((row) =>
        typeof row === 'string' ? (
          <Fragment key={row}>{fieldInput(row)}</Fragment>
        ) : (
          <div key={row.join()} className={classes.formRow}>
            {row.map((key) => (
              <Fragment key={key}>{fieldInput(key)}</Fragment>
            ))}
          </div>
        ),
      );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} data-testid="card-form">
      <Stack gap="lg">
        <Section id="card-about" title={t('lounge.card.sections.about')}>
          <TextInput {...input('name')} label={f('name')} required maxLength={limits.name} autoComplete="name" />
          {rowsOf('about')}
        </Section>

        <Section id="card-work" title={t('lounge.card.sections.work')}>
          {rowsOf('work')}
        </Section>

        <Section id="card-networking" title={t('lounge.card.sections.networking')}>
          <SummaryMultiSelect
            {...input('roles')}
            label={f('roles')}
            description={t('lounge.card.rolesHint', { max: cardLimits.roles })}
            data={roleData}
            maxValues={cardLimits.roles}
            clearable
          />
          <SummaryMultiSelect
            {...input('seeking')}
            label={f('seeking')}
            description={t('lounge.card.seekingHint', { max: cardLimits.seeking })}
            data={roleData}
            maxValues={cardLimits.seeking}
            clearable
          />
          <SummaryMultiSelect
            {...input('seekingSkills')}
            label={f('seekingSkills')}
            data={skillData}
            maxValues={cardLimits.seekingSkills}
            searchable
            clearable
          />
        </Section>

        <Section id="card-contact" title={t('lounge.card.sections.contact')}>
          {rowsOf('contact')}
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
