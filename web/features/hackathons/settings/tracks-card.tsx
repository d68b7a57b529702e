import { ActionIcon, Badge, Button, Group, Modal, Switch, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hackathonLimits } from '../../../../contract/hackathons.ts';
import type { Track } from '../../../../contract/hackathons.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCreateTrack, useDeleteTrack, useUpdateTrack } from './hackathon-settings.api.ts';
import type { TrackInput } from './hackathon-settings.api.ts';
import classes from './hackathon-settings.module.css';
import { TrackFormModal } from './track-form-modal.tsx';

/** The tracks, oldest first: add, edit, enable or disable, delete (not once a project is in it: G20052). */
export function TracksCard({ eventId, tracks }: { eventId: string; tracks: Track[] }) {
  const { t } = useTranslation();
  const create = useCreateTrack(eventId);
  const update = useUpdateTrack(eventId);
  const remove = useDeleteTrack(eventId);
  const [editing, setEditing] = useState<Track | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Track | null>(null);

  const save = (input: TrackInput) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: () => {
          showToast('success', t('hackathonSettings.toast.trackAdded'));
          setEditing(null);
        },
      });
    } else if (editing) {
      update.mutate(
        { trackId: editing.id, ...input },
        {
          onSuccess: () => {
            showToast('success', t('hackathonSettings.toast.trackUpdated'));
            setEditing(null);
          },
        },
      );
    }
  };
  const toggle = (track: Track, enabled: boolean) =>
    update.mutate(
      { trackId: track.id, enabled },
      { onSuccess: () => showToast('success', t('hackathonSettings.toast.trackUpdated')) },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showToast('success', t('hackathonSettings.toast.trackDeleted')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className={classes.card} aria-labelledby="hackathon-tracks">
      <div className={classes.cardHead}>
        <div>
          <h2 id="hackathon-tracks" className={classes.cardTitle}>
            {t('hackathonSettings.tracks.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonSettings.tracks.hint')}</p>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
          disabled={tracks.length >= hackathonLimits.tracks}
        >
          {t('hackathonSettings.tracks.add')}
        </Button>
      </div>
      {tracks.length === 0 ? (
        <Text c="gray.7" size="sm" data-testid="tracks-empty">
          {t('hackathonSettings.tracks.empty')}
        </Text>
      ) : (
        <ul className={classes.tracks} data-testid="tracks">
          {tracks.map((track) => (
            <li key={track.id} className={classes.track} data-testid="track">
              <div className={classes.trackText}>
                <Group gap={8}>
                  <Text fw={600}>{track.name}</Text>
                  {!track.enabled && (
                    <Badge color="gray" variant="light">
                      {t('hackathonSettings.tracks.disabled')}
                    </Badge>
                  )}
                </Group>
                {track.description && (
                  <Text size="sm" c="gray.7">
                    {track.description}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {t('hackathonSettings.tracks.projectCount', { count: track.projectCount })}
                </Text>
              </div>
              <div className={classes.trackActions}>
                <Switch
                  aria-label={t('hackathonSettings.tracks.enableNamed', { name: track.name })}
                  checked={track.enabled}
                  onChange={(event) => toggle(track, event.currentTarget.checked)}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('hackathonSettings.tracks.editNamed', { name: track.name })}
                  onClick={() => setEditing(track)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  size="lg"
                  aria-label={t('hackathonSettings.tracks.deleteNamed', { name: track.name })}
                  onClick={() => setDeleting(track)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TrackFormModal
        track={editing === 'new' ? null : editing}
        opened={editing !== null}
        saving={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('hackathonSettings.tracks.deleteTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonSettings.close') }}
      >
        <Text size="sm">{t('hackathonSettings.tracks.deleteBody', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('hackathonSettings.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirmDelete}>
            {t('hackathonSettings.tracks.delete')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
