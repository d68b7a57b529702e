// What the sender needs from an announcement's kind of audience: who is next after the cursor, how
// they are recorded once each, and whom the mail is from. An event's guests and a community's
// members each have one (event-recipients.ts, community-recipients.ts).
import type { Locale } from '../../../contract/locale.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { MailSender } from './announcement-mail.ts';

export type Recipient = { id: string; email: string; locale: Locale };
export type RecordedRecipient = Recipient & { muteToken: string };

export type RecipientSource = {
  sender: MailSender;
  /** the next recipients after the cursor (an id), in id order */
  next(tx: DbOrTx, cursor: string | null, limit: number): Promise<Recipient[]>;
  /** records them, each once per announcement: answers the ones not recorded before */
  record(tx: DbOrTx, recipients: RecordedRecipient[]): Promise<RecordedRecipient[]>;
};
