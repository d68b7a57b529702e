// The messages context: what hosts write to their people — an event's announcements to its guests
// and a community's to its members, with their audiences, schedules, mutes and history. This file
// is its only entry for the rest of the server. It uses identity, events, registrations and
// communities through their faces.
export { createAnnouncementSender, type AnnouncementSender } from './announcements/announcement-sender.ts';
export { messagesModule } from './messages.module.ts';
