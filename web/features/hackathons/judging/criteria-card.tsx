import { ActionIcon, Alert, Badge, Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgingLimits } from '../../../../contract/judging.ts';
import type { Criterion, CriterionInput } from '../../../../contract/judging.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { CriterionFormModal } from './criterion-form-modal.tsx';
import { criteriaQuery, useSaveCriteria } from './hackathon-judging.api.ts';
import classes from './judging.module.css';
import { inLocale } from './localized.ts';

const asInput = ({ id, name, description, weight, scale }: Criterion): CriterionInput => ({
  id,
  name,
  description,
  weight,
  scale,
});

/**
 * The criteria, in order. The server takes the whole list at once; once a judge has submitted a
 * score it refuses any change (G20100), and the card says why before anyone tries.
 */
export function CriteriaCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const criteria = useQuery(criteriaQuery(eventId));
  const save = useSaveCriteria(eventId);
  const [editing, setEditing] = useState<Criterion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Criterion | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!criteria.data) return <Skeleton height={160} radius="lg" />;
  const { criteria: list, locked } = criteria.data;
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });

  const send = (next: CriterionInput[], done: () => void) => {
    setError(null);
    save.mutate(next, {
      onSuccess: () => {
        showToast('success', t('hackathonJudging.criteria.saved'));
        done();
      },
      onError: (failure) => setError(messageForError(failure, translate)),
    });
  };
  const saveOne = (input: CriterionInput) => {
    const next =
      editing === 'new' ? [...list.map(asInput), input] : list.map((item) => (item.id === input.id ? input : asInput(item)));
    send(next, () => setEditing(null));
  };
  const confirmDelete = () =>
    deleting && send(list.filter((item) => item.id !== deleting.id).map(asInput), () => setDeleting(null));

  return (
    <section className={classes.card} aria-labelledby="judging-criteria" data-testid="criteria-card">
      <div className={classes.cardHead}>
        <div>
          <h2 id="judging-criteria" className={classes.cardTitle}>
            {t('hackathonJudging.criteria.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonJudging.criteria.hint')}</p>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
          disabled={locked || list.length >= judgingLimits.criteria}
        >
          {t('hackathonJudging.criteria.add')}
        </Button>
      </div>
      {locked && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} mb="md" data-testid="criteria-locked">
          {t('hackathonJudging.criteria.locked')}
        </Alert>
      )}
      {error && editing === null && deleting === null && (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      )}
      {list.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('hackathonJudging.criteria.empty')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {list.map((criterion) => {
            const name = inLocale(criterion.name, locale);
            const description = inLocale(criterion.description, locale);
            return (
              <li key={criterion.id} className={classes.row} data-testid="criterion">
                <div className={classes.rowText}>
                  <Text fw={600}>{name}</Text>
                  {description && (
                    <Text size="sm" c="gray.7">
                      {description}
                    </Text>
                  )}
                  <Group gap={6} mt={4}>
                    <Badge variant="light" color="gray">
                      {t('hackathonJudging.criteria.weight', { weight: criterion.weight })}
                    </Badge>
                    <Badge variant="light" color="gray">
                      {t('hackathonJudging.criteria.scale', { max: criterion.scale })}
                    </Badge>
                  </Group>
                </div>
                {!locked && (
                  <div className={classes.rowActions}>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('hackathonJudging.criteria.editNamed', { name })}
                      onClick={() => setEditing(criterion)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('hackathonJudging.criteria.deleteNamed', { name })}
                      onClick={() => setDeleting(criterion)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CriterionFormModal
        criterion={editing === 'new' ? null : editing}
        opened={editing !== null}
        saving={save.isPending}
        error={error}
        onClose={() => {
          setEditing(null);
          setError(null);
        }}
        onSave={saveOne}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('hackathonJudging.criteria.deleteTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonJudging.close') }}
      >
        <Text size="sm">
          {t('hackathonJudging.criteria.deleteBody', { name: deleting ? inLocale(deleting.name, locale) : '' })}
        </Text>
        {error && (
          <Text c="red.8" size="sm" role="alert" mt="sm">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('hackathonJudging.cancel')}
          </Button>
          <Button color="red.9" loading={save.isPending} onClick={confirmDelete}>
            {t('hackathonJudging.criteria.delete')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
