import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileInputKey } from '../../../../contract/profile-fields.ts';
import { hackathonSkills, limits, socialTypes, yearsOfExperienceOptions } from '../../../../contract/users.ts';
import type { Profile, ProfileForm as ProfileRequest, User } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { useFieldLabel } from '../../../components/people/profile-field-label.ts';
import { ProfileFieldInput } from '../../../components/people/profile-field-input.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { session } from '../../../session/session.ts';
import { profileQuery, updateProfile } from './profile.api.ts';
import { formErrorsFromFields, tagProblem, toFormValues, toRequest, validateProfile } from './profile-form-values.ts';
import type { ProfileFormValues } from './profile-form-values.ts';
import { profileSections } from './profile-layout.ts';
import classes from './profile.module.css';
import { skillNames } from '../../../../contract/skill-names.ts';
import { SummaryMultiSelect, SummaryTagsInput } from '../../../components/ui/summary-select.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

/** The profile edit form: the contract's schemas and message keys, as on the server. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    validate: (values) => validateProfile(values, profile),
  });
  const save = useMutation({
    mutationFn: (request: ProfileRequest) => updateProfile(request),
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery.queryKey, updated);
      const user = session.getState().user;
      if (user) session.updateUser({ ...user, name: updated.name, avatarUrl: updated.avatarUrl } satisfies User);
      showToast('success', t('profile.saved'));
      onDone();
    },
    // Problems with a field show beside it; anything else as a toast.
    meta: { errorToast: false },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'G09003') form.setFieldError('handle', 'errors.handleAlreadyInUse');
      else if (isApiError(error) && error.fields) form.setErrors(formErrorsFromFields(error.fields));
      else
        showToast(
          'error',
          messageForError(error, (key, options) => t(key, { ...options })),
        );
    },
  });

  const f = (key: string) => t(`profile.fields.${key}`);
  const label = useFieldLabel();
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return error ? t(error as string) : undefined;
  };
  const input = (path: string) => ({ ...form.getInputProps(path), error: errorOf(path) });
  const skillData = hackathonSkills.map((skill) => ({ value: skill, label: skillNames[skill] }));
  const usedSocialTypes = form.values.socials.map((social) => social.type);

  // The profile page's words around a field's input.
  const around: Partial<Record<ProfileInputKey, { description?: string; placeholder?: string }>> = {
    bio: { description: t('profile.counter', { count: form.values.bio.length, max: limits.bio }) },
    location: { placeholder: f('locationPlaceholder') },
    phoneNumber: { description: f('phoneHint') },
    attachedFileUrl: { description: f('attachedFileHint') },
  };
  // Fields whose input is more than text.
  const ownInputs: Partial<Record<ProfileInputKey, () => ReactNode>> = {
    tags: () => (
      <SummaryTagsInput
        label={label('tags')}
        description={f('tagsHint')}
        placeholder={f('tagsPlaceholder')}
        value={form.values.tags}
        error={errorOf('tags')}
        clearable
        splitChars={[',', ' ']}
        isDuplicate={(value, current) => current.some((tag) => tag.toLowerCase() === value.trim().toLowerCase())}
        onDuplicate={() => form.setFieldError('tags', 'validation.duplicateTopic')}
        onChange={(next) => {
          const current = form.values.tags;
          const added = next.filter((tag) => !current.includes(tag));
          const kept = next.filter((tag) => current.includes(tag));
          for (const tag of added) {
            const problem = tagProblem(tag, kept);
            if (problem) {
              form.setFieldError('tags', problem);
              return;
            }
            kept.push(tag.trim());
          }
          form.setFieldValue('tags', next.length < current.length ? next : kept);
          form.clearFieldError('tags');
        }}
      />
    ),
    yearsOfExperience: () => (
      <Select
        {...input('yearsOfExperience')}
        label={label('yearsOfExperience')}
        data={yearsOfExperienceOptions.map((value) => ({ value, label: t(`profile.years.${value}`) }))}
        clearable
        allowDeselect
      />
    ),
    skills: () => (
      <SummaryMultiSelect
        {...input('skills')}
        label={label('skills')}
        placeholder={form.values.skills.length === 0 ? f('skillsPlaceholder') : undefined}
        data={skillData}
        searchable
        clearable
      />
    ),
    socials: () => (
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {label('socials')}
        </Text>
        {form.values.socials.map((social, index) => (
          <div className={classes.social} key={form.key(`socials.${index}`)}>
            <Select
              {...input(`socials.${index}.type`)}
              aria-label={`${f('socialType')} ${index + 1}`}
              placeholder={f('socialType')}
              data={socialTypes.map((type) => ({
                value: type,
                label: t(`profile.socials.${type}`),
                disabled: type !== social.type && usedSocialTypes.includes(type),
              }))}
            />
            <TextInput
              {...input(`socials.${index}.url`)}
              aria-label={`${f('socialUrl')} ${index + 1}`}
              placeholder="github.com/…"
              type="url"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('profile.fields.removeSocial', { index: index + 1 })}
              onClick={() => form.removeListItem('socials', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {errorOf('socials') && (
          <Text size="sm" c="red.8" role="alert">
            {errorOf('socials')}
          </Text>
        )}
        {form.values.socials.length < socialTypes.length && (
          <Group>
            <Button
              variant="light"
              size="xs"
              radius="xl"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('socials', { type: null, url: '' })}
            >
              {f('addSocial')}
            </Button>
          </Group>
        )}
      </Stack>
    ),
  };
  const fieldInput = (key: ProfileInputKey) =>
    ownInputs[key]?.() ?? <ProfileFieldInput field={key} {...input(key)} label={label(key)} {...around[key]} />;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(toRequest(values, profile)))}>
      <Stack gap="lg">
        {profileSections.map((section) => (
          <Section key={section.id} id={`profile-edit-${section.id}`} title={t(`profile.sections.${section.id}`)}>
            {section.id === 'about' && (
              <>
                <TextInput {...input('name')} label={f('name')} required maxLength={limits.name} autoComplete="name" />
                <TextInput
                  {...input('handle')}
                  label={f('handle')}
                  description={f('handleHint')}
                  leftSection={<span aria-hidden>@</span>}
                  required
                  maxLength={limits.handleMax}
                  autoCapitalize="none"
                  spellCheck={false}
                />
                <TextInput value={profile.email} label={label('email')} description={f('emailHint')} readOnly disabled />
              </>
            )}
            {section.rows.map((row) =>
              typeof row === 'string' ? (
                <Fragment key={row}>{fieldInput(row)}</Fragment>
              ) : (
                <div key={row.join()} className={classes.row}>
                  {row.map((key) => (
                    <Fragment key={key}>{fieldInput(key)}</Fragment>
                  ))}
                </div>
              ),
            )}
          </Section>
        ))}

        <div className={classes.actions}>
          <Button variant="default" radius="xl" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" radius="xl" loading={save.isPending} loaderProps={{ 'aria-label': t('profile.saving') }}>
            {t('profile.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
