import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema/index.ts',
  out: './server/platform/db/migrations',
  casing: 'snake_case',
});
