import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Pill,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hackathonSkills, limits, socialTypes, yearsOfExperienceOptions } from '../../../../contract/users.ts';
import type { Profile, ProfileForm as ProfileRequest, User } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { session } from '../../../session/session.ts';
import { profileQuery, updateProfile } from './profile.api.ts';
import {
  firstPlusCount,
  formErrorsFromFields,
  tagProblem,
  toFormValues,
  toRequest,
  validateProfile,
} from './profile-form-values.ts';
import type { ProfileFormValues } from './profile-form-values.ts';
import classes from './profile.module.css';
import { skillNames } from '../../../../contract/skill-names.ts';

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
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return error ? t(error as string) : undefined;
  };
  const input = (path: string) => ({ ...form.getInputProps(path), error: errorOf(path) });
  const skillData = hackathonSkills.map((skill) => ({ value: skill, label: skillNames[skill] }));
  const usedSocialTypes = form.values.socials.map((social) => social.type);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(toRequest(values, profile)))}>
      <Stack gap="lg">
        <Section id="profile-edit-about" title={t('profile.sections.about')}>
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
          <TextInput value={profile.email} label={f('email')} description={f('emailHint')} readOnly disabled />
          <Textarea
            {...input('bio')}
            label={f('bio')}
            description={t('profile.counter', { count: form.values.bio.length, max: limits.bio })}
            maxLength={limits.bio}
            autosize
            minRows={3}
          />
          <TagsInput
            label={f('tags')}
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
        </Section>

        <Section id="profile-edit-work" title={t('profile.sections.work')}>
          <div className={classes.row}>
            <TextInput {...input('industry')} label={f('industry')} maxLength={limits.generalText} />
            <TextInput
              {...input('organization')}
              label={f('organization')}
              maxLength={limits.organization}
              autoComplete="organization"
            />
          </div>
          <div className={classes.row}>
            <TextInput
              {...input('jobTitle')}
              label={f('jobTitle')}
              maxLength={limits.generalText}
              autoComplete="organization-title"
            />
            <Select
              {...input('yearsOfExperience')}
              label={f('yearsOfExperience')}
              data={yearsOfExperienceOptions.map((value) => ({ value, label: t(`profile.years.${value}`) }))}
              clearable
              allowDeselect
            />
          </div>
          <MultiSelect
            {...input('skills')}
            label={f('skills')}
            placeholder={form.values.skills.length === 0 ? f('skillsPlaceholder') : undefined}
            data={skillData}
            searchable
            clearable
            hidePickedOptions={false}
            aria-description={firstPlusCount(form.values.skills.map((skill) => skillNames[skill as keyof typeof skillNames]))}
            renderPill={({ value, onRemove }) => {
              const index = form.values.skills.indexOf(String(value));
              if (index === 0) {
                return (
                  <Pill
                    key={String(value)}
                    data-summary-pill
                    withRemoveButton
                    onRemove={onRemove}
                    removeButtonProps={{ 'aria-label': `${skillNames[value as keyof typeof skillNames]} ✕` }}
                  >
                    {skillNames[value as keyof typeof skillNames]}
                  </Pill>
                );
              }
              if (index === 1)
                return (
                  <Pill key="more" data-summary-pill>
                    +{form.values.skills.length - 1}
                  </Pill>
                );
              return null;
            }}
          />
        </Section>

        <Section id="profile-edit-contact" title={t('profile.sections.contact')}>
          <div className={classes.row}>
            <TextInput
              {...input('location')}
              label={f('location')}
              placeholder={f('locationPlaceholder')}
              maxLength={limits.location}
            />
            <TextInput {...input('detailAddress')} label={f('detailAddress')} maxLength={limits.location} />
          </div>
          <TextInput
            {...input('phoneNumber')}
            label={f('phoneNumber')}
            description={f('phoneHint')}
            type="tel"
            autoComplete="tel"
          />
          <Stack gap="xs">
            <Text fw={500} size="sm">
              {f('socials')}
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
          <TextInput {...input('attachedFileUrl')} label={f('attachedFile')} description={f('attachedFileHint')} type="url" />
        </Section>

        <Section id="profile-edit-personal" title={t('profile.sections.personal')}>
          <TextInput
            {...input('dateOfBirth')}
            label={f('dateOfBirth')}
            type="date"
            max={new Date().toISOString().slice(0, 10)}
            autoComplete="bday"
          />
        </Section>

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
