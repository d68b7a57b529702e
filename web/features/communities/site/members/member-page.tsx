import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCoffee } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../../components/people/person-avatar.tsx';
import { PersonFacts } from '../../../../components/people/person-facts.tsx';
import { useCurrentUser } from '../../../../session/session.ts';
import { CommunityTitle } from '../community-identity.tsx';
import { memberQuery } from '../community-site.api.ts';
import classes from '../community.module.css';
import { useCommunity } from '../use-community.ts';
import { MemberSaveButton } from './member-save-button.tsx';
import { useContactDialog } from './use-contact-dialog.tsx';

/** `/members/{handle}` (and `/members/profile?handle=`): a member's card and the answers they show. */
export function MemberPage({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const me = useCurrentUser();
  const { data: member } = useSuspenseQuery(memberQuery(community.id, handle));
  const contact = useContactDialog();
  return (
    <div className={classes.page} data-testid="member-page">
      <CommunityTitle page={member.name} />
      <Anchor component={Link} to="/members" size="sm" fw={600}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('communitySite.members.back')}
        </Group>
      </Anchor>
      <Group wrap="nowrap" align="center">
        <PersonAvatar name={member.name} avatarUrl={member.avatarUrl} size={80} />
        <Stack gap={4} className={classes.tileWho}>
          <h1 className={classes.pageTitle}>{member.name}</h1>
          <Text size="sm" c="dimmed">
            @{member.handle}
          </Text>
          {member.memberType && (
            <Badge variant="light" color="grape" tt="none">
              {member.memberType.name}
            </Badge>
          )}
        </Stack>
        <MemberSaveButton card={member} place="community_member" />
      </Group>
      <PersonFacts card={member} />
      {member.answers.length > 0 && (
        <section className={classes.section} aria-labelledby="answers-heading">
          <h2 id="answers-heading" className={classes.sectionTitle}>
            {t('communitySite.members.answers')}
          </h2>
          <dl className={classes.answers}>
            {member.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt>{answer.title || t(`registration.kinds.${answer.kind}`)}</dt>
                <dd>{answer.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {me?.id !== member.userId && (
        <Button
          radius="xl"
          leftSection={<IconCoffee size={18} aria-hidden />}
          onClick={() => contact.open(member)}
          className={classes.loadMore}
        >
          {t('lounge.chat.open')}
        </Button>
      )}
      {contact.dialog}
    </div>
  );
}
