import { ActionIcon, Avatar, Badge, Select } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HostTeamMember } from '../../../../contract/event-views.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { readableInitialsColors } from '../../../components/ui/initials-colors.ts';
import { useChangeHostRole } from './host-team.api.ts';
import type { GrantableRole } from './host-team.api.ts';
import classes from './host-team.module.css';

type Props = { eventId: string; member: HostTeamMember; canManage: boolean; onRemove: (member: HostTeamMember) => void };

/** One member of the team. The owner's row has no controls: the owner can be neither changed nor removed. */
export function HostRow({ eventId, member, canManage, onRemove }: Props) {
  const { t } = useTranslation();
  const changeRole = useChangeHostRole(eventId);
  const isOwner = member.role === 'HOST';
  return (
    <li className={classes.row}>
      <Avatar
        src={member.avatarUrl}
        name={member.name}
        color="initials"
        allowedInitialsColors={readableInitialsColors}
        radius="xl"
        size={40}
        alt=""
      />
      <div className={classes.who}>
        <p className={classes.name}>{member.name}</p>
        <p className={classes.email}>{member.email}</p>
      </div>
      {isOwner || !canManage ? (
        isOwner ? (
          <Badge variant="filled" radius="sm" className={classes.roleBadge}>
            {t('hostTeam.roles.HOST')}
          </Badge>
        ) : (
          <StatusBadge tone="violet" className={classes.roleBadge}>
            {t(`hostTeam.roles.${member.role}`)}
          </StatusBadge>
        )
      ) : (
        <>
          <Select
            aria-label={t('hostTeam.roleOf', { name: member.name })}
            data={(['CO_HOST', 'STAFF'] as const).map((value) => ({ value, label: t(`hostTeam.roles.${value}`) }))}
            value={member.role}
            onChange={(value) =>
              value && value !== member.role && changeRole.mutate({ userId: member.userId, role: value as GrantableRole })
            }
            allowDeselect={false}
            disabled={changeRole.isPending}
            size="xs"
            className={classes.roleSelect}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onRemove(member)}
            aria-label={t('hostTeam.removeName', { name: member.name })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
    </li>
  );
}
