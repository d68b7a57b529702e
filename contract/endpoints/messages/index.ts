import * as announcements from './announcements.ts';
import * as communityAnnouncements from './community-announcements.ts';
import * as thankYou from './thank-you.ts';

/** Every endpoint of the messages context, by name. */
export const messagesEndpoints = { ...announcements, ...communityAnnouncements, ...thankYou };
