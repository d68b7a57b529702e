// Until the first release every schema change folds into one initial migration: there is no
// deployed database to carry forward yet (docs/decisions/003-one-initial-migration.md).
// What drizzle-kit cannot express is kept as SQL beside the schema: the extensions go first, the
// triggers last.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const folder = new URL('../server/platform/db/migrations/', import.meta.url);
const schemaSql = (name: string) => readFileSync(new URL(`../server/platform/db/schema/${name}`, import.meta.url), 'utf8').trim();

rmSync(folder, { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { stdio: 'inherit' });
const migration = new URL('0000_init.sql', folder);
const generated = readFileSync(migration, 'utf8').trim();
const breakpoint = '--> statement-breakpoint\n';
writeFileSync(
  migration,
  [
    schemaSql('extensions.sql'),
    generated,
    schemaSql('registration-counters.sql'),
    schemaSql('registration-context-notify.sql'),
    schemaSql('registration-search.sql'),
    schemaSql('registration-answers.sql'),
    schemaSql('card-match-features.sql'),
  ].join(breakpoint) + '\n',
);
