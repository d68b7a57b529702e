import { Modal, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconCode } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import classes from './event-type-modal.module.css';

type Kind = 'Event' | 'Hackathon';

const kinds: { kind: Kind; key: 'general' | 'hackathon'; icon: ReactNode }[] = [
  { kind: 'Event', key: 'general', icon: <IconCalendarEvent size={26} aria-hidden /> },
  { kind: 'Hackathon', key: 'hackathon', icon: <IconCode size={26} aria-hidden /> },
];

/** New event, step one: General or Hackathon (Beta); then the editor at /events/new?eventType=…. */
export function EventTypeModal({
  opened,
  onClose,
  communityId = null,
}: {
  opened: boolean;
  onClose: () => void;
  communityId?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (kind: Kind) => {
    onClose();
    void navigate(`/events/new?eventType=${kind}${communityId ? `&communityId=${encodeURIComponent(communityId)}` : ''}`);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('events.typeModal.title')}
      centered
      radius="lg"
      size="md"
      closeButtonProps={{ 'aria-label': t('events.typeModal.close') }}
      classNames={{ title: classes.title }}
    >
      <p className={classes.lead}>{t('events.typeModal.lead')}</p>
      <div className={classes.options}>
        {kinds.map(({ kind, key, icon }) => (
          <UnstyledButton key={kind} className={classes.option} onClick={() => choose(kind)} data-kind={kind}>
            <span className={classes.icon}>{icon}</span>
            <span className={classes.text}>
              <span className={classes.name}>
                {t(`events.typeModal.${key}.name`)}
                {kind === 'Hackathon' && (
                  <StatusBadge tone="pink" size="xs" style={{ marginInlineStart: 8 }}>
                    {t('events.typeModal.beta')}
                  </StatusBadge>
                )}
              </span>
              <span className={classes.description}>{t(`events.typeModal.${key}.description`)}</span>
            </span>
            <IconChevronRight size={18} className={classes.chevron} aria-hidden />
          </UnstyledButton>
        ))}
      </div>
    </Modal>
  );
}
