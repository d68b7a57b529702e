// Uploaded files kept in the database (decision 026): the store every instance shares when the
// server runs on PostgreSQL. A file is one row and its bytes in parts of at most 1 MB, so a
// download streams part by part instead of holding 30 MB at once. Written only by
// server/platform/files/file-store.ts.
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedFiles = pgTable('stored_files', {
  /** `<area>/<name>`, e.g. `avatars/<random>.webp`, `registration-files/<random id>` */
  key: text('key').primaryKey(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.part] })],
);
