export * from './outbox.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './events.ts';
export * from './registrations.ts';
export * from './guests.ts';
export * from './emailed-codes.ts';
export * from './people.ts';
