import type { Env } from '../../platform/env.ts';
import { communityOrigin } from '../../platform/http/community-host.ts';
import type { MailSender } from '../announcements/announcement-mail.ts';

/** A community's mails come from its name and lead to its site. */
export function communitySender(
  env: Pick<Env, 'APP_ORIGIN' | 'COMMUNITY_DOMAIN'>,
  community: { name: string; handle: string },
): MailSender {
  return {
    kind: 'community',
    title: community.name.replace(/[\r\n]+/g, ' '),
    link: `${communityOrigin(env, community.handle)}/`,
  };
}
