import { Button, Group, Modal, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTrackSchema, hackathonLimits } from '../../../../contract/hackathons.ts';
import type { Track } from '../../../../contract/hackathons.ts';
import type { TrackInput } from './hackathon-settings.api.ts';

type Props = { track: Track | null; opened: boolean; saving: boolean; onClose: () => void; onSave: (input: TrackInput) => void };

/** Adding a track, or editing one: its name, a description and whether projects may choose it. */
export function TrackFormModal({ track, opened, saving, onClose, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(track ? 'hackathonSettings.tracks.editTitle' : 'hackathonSettings.tracks.addTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('hackathonSettings.close') }}
    >
      {opened && <TrackForm key={track?.id ?? 'new'} track={track} saving={saving} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function TrackForm({
  track,
  saving,
  onCancel,
  onSave,
}: {
  track: Track | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (input: TrackInput) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TrackInput>({
    initialValues: { name: track?.name ?? '', description: track?.description ?? '', enabled: track?.enabled ?? true },
    mode: 'controlled',
    validate: schemaResolver(CreateTrackSchema, { sync: true }),
  });
  const error = (message: ReactNode) => (typeof message === 'string' ? t(message, { max: hackathonLimits.trackName }) : message);
  return (
    <form noValidate onSubmit={form.onSubmit(onSave)}>
      <TextInput
        label={t('hackathonSettings.tracks.name')}
        required
        maxLength={hackathonLimits.trackName}
        data-autofocus
        {...form.getInputProps('name')}
        error={error(form.errors.name)}
      />
      <Textarea
        mt="md"
        label={t('hackathonSettings.tracks.description')}
        autosize
        minRows={2}
        maxLength={hackathonLimits.trackDescription}
        {...form.getInputProps('description')}
        error={error(form.errors.description)}
      />
      <Switch mt="md" label={t('hackathonSettings.tracks.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('hackathonSettings.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t(track ? 'hackathonSettings.tracks.save' : 'hackathonSettings.tracks.add')}
        </Button>
      </Group>
    </form>
  );
}
