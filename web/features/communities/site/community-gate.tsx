import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MembershipState } from '../../../../contract/communities.ts';
import { membershipQuery } from './community-site.api.ts';
import { useCommunity } from './use-community.ts';

/** Why a page is closed to someone, in a modal that stays (pending, member-only, barred or rejected). */
export function MembershipModal({ state }: { state: Exclude<MembershipState, 'APPROVED'> }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const key = state === 'PENDING' ? 'pending' : state === 'BARRED' ? 'barred' : state === 'REJECTED' ? 'rejected' : 'memberOnly';
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t(`communitySite.gate.${key}.title`)}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md" data-testid={`gate-${key}`}>
        <Text>{t(`communitySite.gate.${key}.body`, { name: community.name })}</Text>
        {state === 'NONE' && (
          <Button component={Link} to="/apply" radius="xl">
            {t('communitySite.gate.apply')}
          </Button>
        )}
        {state !== 'NONE' && (
          <Button component={Link} to="/" variant="default" radius="xl">
            {t('communitySite.gate.home')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

/** Members see the page; applicants the pending modal; everyone else the member-only modal. */
export function CommunityGate({ children }: { children: ReactNode }) {
  const community = useCommunity();
  const { data: membership } = useSuspenseQuery(membershipQuery(community.id));
  if (membership.state === 'APPROVED') return children;
  return <MembershipModal state={membership.state} />;
}
