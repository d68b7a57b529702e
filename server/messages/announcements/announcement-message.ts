// The message a host wrote, checked: each language's body sanitised, at least one language whole.
import type { AnnouncementVersion } from '../../../contract/announcements.ts';
import { sanitizeDescription } from '../../events/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Versions } from './announcement-mail.ts';

export function checkedVersions(message: { en?: AnnouncementVersion; ko?: AnnouncementVersion }): Versions {
  const clean = (version?: AnnouncementVersion) => {
    if (!version) return null;
    const body = sanitizeDescription(version.body);
    return body ? { subject: version.subject, body } : null;
  };
  const en = clean(message.en);
  const ko = clean(message.ko);
  if (!en && !ko) throw new AppError('G20601');
  return { subjectEn: en?.subject ?? null, bodyEn: en?.body ?? null, subjectKo: ko?.subject ?? null, bodyKo: ko?.body ?? null };
}
