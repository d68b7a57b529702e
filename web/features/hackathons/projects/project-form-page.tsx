import { Alert, Button, Container, Input, Select, Skeleton, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hackathonLimits, projectLinkKinds, recruitStatuses } from '../../../../contract/hackathons.ts';
import type { ProjectDetail } from '../../../../contract/hackathons.ts';
import { contactMethods } from '../../../../contract/people.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { hackathonPositions, hackathonSkills } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { HackathonHeader } from './hackathon-header.tsx';
import { overviewQuery, uploadDescriptionImage, useCreateProject, useUpdateProject } from './hackathon-projects.api.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { fieldOf, toFormValues, toRequest, validateProject } from './project-form-values.ts';
import type { ProjectFormValues } from './project-form-values.ts';
import classes from './projects.module.css';
import { ThumbnailField } from './thumbnail-field.tsx';
import { SummaryMultiSelect, SummaryTagsInput } from '../../../components/ui/summary-select.tsx';

const RichTextEditorField = lazy(async () => ({
  default: (await import('../../../components/rich-text/rich-text-editor.tsx')).RichTextEditorField,
}));

type Props = { eventId: string; project: ProjectDetail | null };

/** `…/hackathon/projects/new` and `…/{projectId}/edit`: the project post, checked with the contract's rules. */
export function ProjectFormPage({ eventId, project }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: overview } = useSuspenseQuery(overviewQuery(eventId));
  const create = useCreateProject(eventId);
  const update = useUpdateProject(eventId, project?.id ?? '');
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const descriptionLabel = useId();
  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(project),
    validate: validateProject,
  });
  const message = (key: unknown) => (typeof key === 'string' ? t(key, { max: hackathonLimits.summary }) : undefined);
  const input = (field: string) => ({ ...form.getInputProps(field), error: message(form.errors[field]) });
  const projectsPath = `/events/${overview.handle}/hackathon/projects`;

  const submit = (values: ProjectFormValues) => {
    setFailure(null);
    const request = toRequest(values);
    const done = (result: ProjectDetail) => {
      setSaved(true);
      showToast('success', t('hackathonProjects.toast.saved'));
      // Leave once the guard has heard the form is saved.
      setTimeout(() => void navigate(`${projectsPath}/${result.id}`), 0);
    };
    const onError = (error: unknown) => {
      if (isApiError(error) && error.fields) {
        const fieldErrors: Record<string, string> = {};
        for (const [path, text] of Object.entries(error.fields)) fieldErrors[fieldOf(path.split('.'))] = text;
        form.setErrors(fieldErrors);
      }
      setFailure(error);
    };
    if (project) {
      // The track cannot change while the project exists (G20052): it is not sent.
      const { trackId: _trackId, ...changes } = request;
      update.mutate(changes, { onSuccess: done, onError });
    } else create.mutate(request, { onSuccess: done, onError });
  };

  const trackData = overview.tracks.map((track) => ({ value: track.id, label: track.name }));
  if (project && !trackData.some((track) => track.value === project.track.id))
    trackData.push({ value: project.track.id, label: project.track.name });

  return (
    <Container size="lg" className={classes.page}>
      <title>
        {t(project ? 'hackathonProjects.form.editDocumentTitle' : 'hackathonProjects.form.newDocumentTitle', {
          title: overview.title,
        })}
      </title>
      <HackathonHeader
        overview={overview}
        title={t(project ? 'hackathonProjects.form.editTitle' : 'hackathonProjects.form.newTitle')}
        back={
          project
            ? { to: `${projectsPath}/${project.id}`, label: t('hackathonProjects.detail.back') }
            : { to: projectsPath, label: t('hackathonProjects.detail.toProjects') }
        }
      />
      <LeaveGuard dirty={form.isDirty() && !saved} />
      <form noValidate className={classes.form} onSubmit={form.onSubmit(submit)}>
        <TextInput label={t('hackathonProjects.form.title')} required maxLength={hackathonLimits.title} {...input('title')} />
        <TextInput
          label={t('hackathonProjects.form.teamName')}
          required
          maxLength={hackathonLimits.teamName}
          {...input('teamName')}
        />
        <Select
          label={t('hackathonProjects.form.track')}
          description={project ? t('hackathonProjects.form.trackLocked') : undefined}
          placeholder={t('hackathonProjects.form.trackPlaceholder')}
          required
          allowDeselect={false}
          disabled={project !== null}
          data={trackData}
          {...input('trackId')}
        />
        <Textarea
          label={t('hackathonProjects.form.summary')}
          description={t('hackathonProjects.form.summaryHint', { max: hackathonLimits.summary })}
          autosize
          minRows={2}
          maxLength={hackathonLimits.summary}
          {...input('summary')}
        />
        <Input.Wrapper
          labelElement="div"
          required
          label={<span id={descriptionLabel}>{t('hackathonProjects.form.description')}</span>}
          error={message(form.errors.description)}
        >
          <Suspense fallback={<Skeleton height={260} radius="md" mt={6} />}>
            <RichTextEditorField
              value={form.values.description}
              onChange={(html) => form.setFieldValue('description', html)}
              labelId={descriptionLabel}
              placeholder={t('hackathonProjects.form.descriptionPlaceholder')}
              invalid={Boolean(form.errors.description)}
              uploadImage={async (file) => (await uploadDescriptionImage(file)).url}
              onUploadError={(error) =>
                showToast(
                  'error',
                  messageForError(error, (key, options) => t(key, { ...options })),
                )
              }
            />
          </Suspense>
        </Input.Wrapper>
        <SummaryTagsInput
          label={t('hackathonProjects.form.keywords')}
          description={t('hackathonProjects.form.keywordsHint', { max: hackathonLimits.keywords })}
          maxTags={hackathonLimits.keywords}
          {...input('keywords')}
        />
        <ThumbnailField value={form.values.thumbnailUrl} onChange={(url) => form.setFieldValue('thumbnailUrl', url)} />
        {projectLinkKinds.map((kind) => (
          <TextInput
            key={kind}
            type="url"
            label={t(`hackathonProjects.links.${kind}`)}
            placeholder="https://"
            {...input(`links.${kind}`)}
          />
        ))}
        <Select
          label={t('hackathonProjects.form.contactMethod')}
          placeholder={t('hackathonProjects.form.contactMethodPlaceholder')}
          data={contactMethods.map((value) => ({ value, label: t(`hackathonProjects.contact.${value}`) }))}
          clearable
          {...input('contactMethod')}
        />
        <TextInput
          label={t('hackathonProjects.form.contactValue')}
          maxLength={hackathonLimits.contactValue}
          {...input('contactValue')}
        />
        <SummaryMultiSelect
          label={t('hackathonProjects.form.techStack')}
          data={hackathonSkills.map((value) => ({ value, label: skillNames[value] }))}
          searchable
          clearable
          {...input('techStack')}
        />
        <SummaryMultiSelect
          label={t('hackathonProjects.form.positions')}
          data={hackathonPositions.map((value) => ({ value, label: t(`people.roles.${value}`) }))}
          clearable
          {...input('positions')}
        />
        <Select
          label={t('hackathonProjects.form.recruitStatus')}
          data={recruitStatuses.map((value) => ({ value, label: t(`hackathonProjects.recruitStatus.${value}`) }))}
          allowDeselect={false}
          {...input('recruitStatus')}
        />
        {failure !== null && !(isApiError(failure) && failure.fields) && (
          <Alert color="red" role="alert">
            {messageForError(failure, (key, options) => t(key, { ...options }))}
          </Alert>
        )}
        <div className={classes.formActions}>
          <Button type="submit" radius="xl" size="md" loading={create.isPending || update.isPending}>
            {t(project ? 'hackathonProjects.form.save' : 'hackathonProjects.form.create')}
          </Button>
        </div>
      </form>
    </Container>
  );
}
