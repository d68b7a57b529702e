// The operator's command line: `npm run cli -- <command>`. Reads the same environment as the
// server, opens the database, runs one command, closes it again.
import path from 'node:path';
import { accessLevels, type AccessLevel } from '../contract/users.ts';
import { type Clock, systemClock } from './clock.ts';
import { openDatabase, type Database } from './db/client.ts';
import { readEnv } from './env.ts';
import { AppError } from './http/errors.ts';
import { purgeExpiredGuestData } from './modules/registrations/retention.service.ts';
import { setAccessLevel } from './modules/users/users.service.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

export const usage = `Usage: npm run cli -- <command>

  db:migrate                          apply the database migrations
  db:seed-demo                        load the demo data when it is not there yet
  users:set-access <email> PRO        let a user create events directly
  users:set-access <email> DEFAULT    take that back
  registrations:purge                 delete non-members' registrations 6 months after their event, now`;

export type CliOutput = { out(line: string): void; err(line: string): void };

type Command = (database: Database, clock: Clock, output: CliOutput) => Promise<number>;

/** Turns the arguments into a command, or null (after saying why) when they make no sense. */
export function parseCommand(args: string[], output: CliOutput): Command | null {
  const [name, ...rest] = args;
  if (name === 'db:migrate' && rest.length === 0) {
    return async (database) => {
      await database.migrate();
      output.out('Migrations applied.');
      return 0;
    };
  }
  if (name === 'db:seed-demo' && rest.length === 0) {
    return async (database, clock) => {
      await database.migrate();
      const loaded = await seedDemoIfEmpty(database.db, clock);
      output.out(loaded.length ? `Demo data loaded: ${loaded.join(', ')}.` : 'Demo data is already there; nothing changed.');
      return 0;
    };
  }
  if (name === 'registrations:purge' && rest.length === 0) {
    return async (database, clock) => {
      const purged = await purgeExpiredGuestData({ db: database.db, clock, env: readEnv() });
      output.out(
        `Purged ${purged.registrations} non-member registration(s) of ${purged.events} event(s), ` +
          `${purged.files} file(s), ${purged.mails} mail(s) and ${purged.codes} code(s).`,
      );
      return 0;
    };
  }
  if (name === 'users:set-access' && rest.length === 2) {
    const [email, level] = rest;
    if (!(accessLevels as readonly string[]).includes(level)) {
      output.err(`Access level must be ${accessLevels.join(' or ')}, not "${level}".`);
      return null;
    }
    return async (database, clock) => {
      try {
        const user = await setAccessLevel(database.db, clock, email, level as AccessLevel);
        output.out(`${user.email} (${user.name}) now has access level ${user.accessLevel}.`);
        return 0;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'G04001') throw error;
        output.err(`No user has the email ${email}.`);
        return 1;
      }
    };
  }
  output.err(name ? `Unknown command or wrong arguments: ${args.join(' ')}\n\n${usage}` : usage);
  return null;
}

/** Runs one command against an open database; returns the exit code. */
export async function runCommand(args: string[], database: Database, clock: Clock, output: CliOutput): Promise<number> {
  const command = parseCommand(args, output);
  return command ? command(database, clock, output) : 2;
}

if (import.meta.main) {
  const output: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };
  const command = parseCommand(process.argv.slice(2), output);
  if (!command) process.exit(2);
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
  try {
    process.exitCode = await command(database, systemClock, output);
  } catch (error) {
    output.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
