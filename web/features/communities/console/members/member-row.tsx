import { ActionIcon, Avatar, Badge, Select } from '@mantine/core';
import { IconCrown, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConsoleMember } from '../../../../../contract/communities.ts';
import { readableInitialsColors } from '../../../../components/ui/initials-colors.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useChangeMemberRole } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { EmailText } from '../email-text.tsx';

type Props = { member: ConsoleMember; onRemove: (member: ConsoleMember) => void; onMakeOwner: (member: ConsoleMember) => void };

/**
 * One member: their role, which the owner changes between manager and member. The owner's role is
 * not offered (there is exactly one owner), but the owner may hand it to anyone here; handing over
 * and removing are asked for, and the server's answer is shown. Managers see the roles.
 */
export function MemberRow({ member, onRemove, onMakeOwner }: Props) {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const changeRole = useChangeMemberRole(community.id);
  const { user } = member;
  const isOwner = member.role === 'OWNER';
  // Only the owner changes roles (the server says G01034 to a manager).
  const viewerIsOwner = community.myRole === 'OWNER';
  return (
    <li className={classes.row} data-testid="member-row">
      <Avatar
        src={user.avatarUrl}
        name={user.name}
        color="initials"
        allowedInitialsColors={readableInitialsColors}
        radius="xl"
        size={40}
        alt=""
      />
      <div className={classes.who}>
        <p className={classes.name}>{user.name}</p>
        <p className={classes.meta}>
          <EmailText email={user.email} />
        </p>
        {member.joinType && <p className={classes.meta}>{member.joinType.name}</p>}
      </div>
      <div className={classes.rowActions}>
        {isOwner || !viewerIsOwner ? (
          <Badge variant={isOwner ? 'filled' : 'light'} radius="sm">
            {t(`communityConsole.roles.${member.role}`)}
          </Badge>
        ) : (
          <Select
            size="xs"
            w={130}
            aria-label={t('communityConsole.members.roleOf', { name: user.name })}
            data={(['MANAGER', 'MEMBER'] as const).map((value) => ({ value, label: t(`communityConsole.roles.${value}`) }))}
            value={member.role}
            allowDeselect={false}
            disabled={changeRole.isPending}
            comboboxProps={{ withinPortal: true }}
            onChange={(value) =>
              value &&
              value !== member.role &&
              changeRole.mutate(
                { userId: user.id, role: value as 'MANAGER' | 'MEMBER' },
                {
                  onSuccess: () =>
                    showToast(
                      'success',
                      t('communityConsole.members.roleChanged', { name: user.name, role: t(`communityConsole.roles.${value}`) }),
                    ),
                },
              )
            }
          />
        )}
        {viewerIsOwner && !isOwner && (
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label={t('communityConsole.members.makeOwnerName', { name: user.name })}
            onClick={() => onMakeOwner(member)}
          >
            <IconCrown size={16} aria-hidden />
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t('communityConsole.members.removeName', { name: user.name })}
          onClick={() => onRemove(member)}
        >
          <IconUserMinus size={16} aria-hidden />
        </ActionIcon>
      </div>
    </li>
  );
}
