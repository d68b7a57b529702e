// Until the first release every schema change folds into one initial migration: there is no
// deployed database to carry forward yet (docs/decisions/003-one-initial-migration.md).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(new URL('../server/platform/db/migrations', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { stdio: 'inherit' });
