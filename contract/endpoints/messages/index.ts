import * as announcements from './announcements.ts';

/** Every endpoint of the messages context, by name. */
export const messagesEndpoints = { ...announcements };
