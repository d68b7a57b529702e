export * from './outbox.ts';
export * from './users.ts';
export * from './auth.ts';
