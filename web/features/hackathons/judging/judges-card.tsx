import { ActionIcon, Button, Select, Skeleton, Text } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { hostTeamQuery, judgesQuery, useAddHostJudge, useRemoveHostJudge } from './hackathon-judging.api.ts';
import classes from './judging.module.css';

/** The judges: approved guests who registered as JUDGE, and hosts the host adds (and may remove). */
export function JudgesCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const judges = useQuery(judgesQuery(eventId));
  const hosts = useQuery(hostTeamQuery(eventId));
  const add = useAddHostJudge(eventId);
  const remove = useRemoveHostJudge(eventId);
  const [picked, setPicked] = useState<string | null>(null);
  if (!judges.data) return <Skeleton height={160} radius="lg" />;
  const judging = new Set(judges.data.items.map((judge) => judge.userId));
  const candidates = (hosts.data ?? [])
    .filter((host) => !judging.has(host.userId))
    .map((host) => ({ value: host.userId, label: host.name }));
  const addPicked = () =>
    picked &&
    add.mutate(picked, {
      onSuccess: () => {
        showToast('success', t('hackathonJudging.judges.added'));
        setPicked(null);
      },
    });

  return (
    <section className={classes.card} aria-labelledby="judging-judges" data-testid="judges-card">
      <div className={classes.cardHead}>
        <div>
          <h2 id="judging-judges" className={classes.cardTitle}>
            {t('hackathonJudging.judges.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonJudging.judges.hint')}</p>
        </div>
      </div>
      {judges.data.items.length === 0 ? (
        <Text c="gray.7" size="sm" mb="md">
          {t('hackathonJudging.judges.empty')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {judges.data.items.map((judge) => (
            <li key={judge.userId} className={classes.row} data-testid="judge">
              <div className={classes.rowText}>
                <Text fw={600}>{judge.name}</Text>
                <Text size="xs" c="gray.7">
                  {t('hackathonJudging.assignment.load', { count: judge.assignedCount })}
                </Text>
              </div>
              <div className={classes.rowActions}>
                <StatusBadge tone={judge.source === 'HOST' ? 'violet' : 'gray'} size="sm">
                  {t(judge.source === 'HOST' ? 'hackathonJudging.judges.host' : 'hackathonJudging.judges.guest')}
                </StatusBadge>
                {judge.source === 'HOST' && (
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('hackathonJudging.judges.removeNamed', { name: judge.name })}
                    loading={remove.isPending && remove.variables === judge.userId}
                    onClick={() =>
                      remove.mutate(judge.userId, { onSuccess: () => showToast('success', t('hackathonJudging.judges.removed')) })
                    }
                  >
                    <IconUserMinus size={16} aria-hidden />
                  </ActionIcon>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 && (
        <div className={classes.inline} style={{ marginTop: 16 }}>
          <Select
            label={t('hackathonJudging.judges.addHost')}
            data={candidates}
            value={picked}
            onChange={setPicked}
            allowDeselect
          />
          <Button
            variant="default"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={addPicked}
            disabled={!picked}
            loading={add.isPending}
          >
            {t('hackathonJudging.judges.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
