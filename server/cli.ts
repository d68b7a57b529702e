// The operator's command line: `npm run cli -- <command>`. Reads the same environment as the
// server, opens the database, runs one command, closes it again.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { accessLevels, type AccessLevel } from '../contract/users.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { EmbeddedDatabaseInUse } from './platform/db/embedded-lock.ts';
import { embeddedPaths, NotABackup, restoreEmbeddedBackup, writeEmbeddedBackup } from './platform/db/embedded-backup.ts';
import { users } from './platform/db/schema/index.ts';
import { readEnv, type Env } from './platform/env.ts';
import { AppError } from './platform/http/errors.ts';
import { fileStoreFor, moveDiskFilesToDatabase } from './platform/files/file-store.ts';
import { CommunityHandleSchema } from '../contract/communities.ts';
import { createCommunity } from './communities/index.ts';
import { communityOrigin } from './platform/http/community-host.ts';
import { purgeExpiredGuestData } from './registrations/index.ts';
import { grantProAccess, listPendingProAccessRequests, setAccessLevel } from './identity/index.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

export const usage = `Usage: npm run cli -- <command>

  db:migrate                          apply the database migrations
  db:seed-demo                        load the demo data when it is not there yet
  db:backup <file>                    write the embedded database and the uploaded files to one file
                                      (the server must be stopped; with DATABASE_URL use pg_dump instead)
  db:restore <file>                   replace the embedded database and the uploaded files with a backup's
                                      (the server must be stopped; what was there is kept aside)
  users:set-access <email> PRO        let a user create events directly
  users:set-access <email> DEFAULT    take that back
  pro-access:list                     the pending PRO access requests, oldest first
  pro-access:grant <email>            grant PRO access to that user and email them
  registrations:purge                 delete non-members' registrations 6 months after their event, now
  files:move-to-database              move uploaded files from DATA_DIR/uploads into the database (the store
                                      every instance shares with DATABASE_URL)
  communities:create <owner email> <handle> <name…>
                                      open a community at {handle}.<community domain> owned by that user`;

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
      const loaded = await seedDemoIfEmpty(database.db, clock, fileStoreFor(readEnv(), database.db, clock));
      output.out(loaded.length ? `Demo data loaded: ${loaded.join(', ')}.` : 'Demo data is already there; nothing changed.');
      return 0;
    };
  }
  if (name === 'registrations:purge' && rest.length === 0) {
    return async (database, clock) => {
      const purged = await purgeExpiredGuestData({ db: database.db, clock, files: fileStoreFor(readEnv(), database.db, clock) });
      output.out(
        `Purged ${purged.registrations} non-member registration(s) of ${purged.events} event(s), ` +
          `${purged.files} file(s), ${purged.mails} mail(s) and ${purged.codes} code(s).`,
      );
      return 0;
    };
  }
  if (name === 'files:move-to-database' && rest.length === 0) {
    return async (database, clock) => {
      const env = readEnv();
      const { moved, alreadyThere } = await moveDiskFilesToDatabase(env, database.db, clock);
      output.out(
        `Moved ${moved} file(s) from ${path.resolve(env.DATA_DIR, 'uploads')} into the database` +
          (alreadyThere ? `; ${alreadyThere} were already there and stay on the disk.` : '.'),
      );
      if (!env.DATABASE_URL || env.FILE_STORE === 'disk')
        output.out('The server reads them from the database once FILE_STORE=database (the default with DATABASE_URL).');
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
  if (name === 'pro-access:list' && rest.length === 0) {
    return async (database) => {
      const pending = await listPendingProAccessRequests(database.db);
      if (pending.length === 0) output.out('No pending PRO access requests.');
      for (const { email, request } of pending) {
        output.out(`${request.createdAt.toISOString()}  ${email}  ${request.name} (${request.organization})`);
        output.out(`    ${request.plans.replace(/\s+/g, ' ')}`);
      }
      return 0;
    };
  }
  if (name === 'pro-access:grant' && rest.length === 1) {
    const [email] = rest;
    return async (database, clock) => {
      try {
        const { user, requested } = await grantProAccess({ db: database.db, clock, env: readEnv() }, email);
        output.out(
          `${user.email} (${user.name}) now has PRO access${requested ? '; their request is granted' : ''}. ` +
            'They are emailed when the server next runs.',
        );
        return 0;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'G04001') throw error;
        output.err(`No user has the email ${email}.`);
        return 1;
      }
    };
  }
  if (name === 'communities:create' && rest.length >= 3) {
    const [email, rawHandle, ...words] = rest;
    const handle = CommunityHandleSchema.safeParse(rawHandle);
    if (!handle.success) {
      output.err(
        `"${rawHandle}" cannot be a community's address: 3–30 lowercase letters, digits and hyphens, not a reserved name.`,
      );
      return null;
    }
    return (database, clock) =>
      createCommunityFor(database, clock, output, { email, handle: handle.data, name: words.join(' ') });
  }
  output.err(name ? `Unknown command or wrong arguments: ${args.join(' ')}\n\n${usage}` : usage);
  return null;
}

async function createCommunityFor(
  database: Database,
  clock: Clock,
  output: CliOutput,
  input: { email: string; handle: string; name: string },
): Promise<number> {
  const env = readEnv();
  const [owner] = await database.db.select().from(users).where(eq(users.email, input.email.trim().toLowerCase()));
  if (!owner) {
    output.err(`No user has the email ${input.email}.`);
    return 1;
  }
  try {
    const community = await createCommunity({ db: database.db, clock, env }, owner.id, {
      handle: input.handle,
      name: input.name.slice(0, 60),
      description: '',
      favicon: null,
      banner: null,
      joinTypes: [{ name: 'Member', description: '' }],
    });
    output.out(
      `Community "${community.name}" is open at ${communityOrigin(env, community.handle)} with ${owner.email} as its owner.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'G09022') throw error;
    output.err(`The address ${input.handle} is taken by another community.`);
    return 1;
  }
}

/** Runs one command against an open database; returns the exit code. */
export async function runCommand(args: string[], database: Database, clock: Clock, output: CliOutput): Promise<number> {
  const command = parseCommand(args, output);
  return command ? command(database, clock, output) : 2;
}

/** Commands that may create the database; the others need one that `npm start` already made. */
const creatingCommands = new Set(['db:migrate', 'db:seed-demo']);

/**
 * Opens the database a command works on, or says in words why it cannot: the embedded database is
 * held by a running server (a write from here would be lost), or DATA_DIR holds no Moim database.
 */
async function openForCommand(env: Env, name: string | undefined, output: CliOutput): Promise<Database | null> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  const creates = creatingCommands.has(name ?? '');
  if (!creates && !existsSync(dataDir)) {
    output.err(
      `No Moim database in ${dataDir}.\n` +
        'Run the command from the project folder (npm start keeps its data in ./.data), or set DATA_DIR to the folder the server uses.',
    );
    return null;
  }
  let database: Database;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    output.err(
      `A running Moim server (pid ${error.pid}) holds the embedded database in ${dataDir}, and a change made from here would be lost.\n` +
        'Stop the server first (Ctrl+C in its terminal), run the command again, then start the server: it will see the change.\n' +
        'With DATABASE_URL set (a PostgreSQL server), commands and running servers share one database and the server need not stop.',
    );
    return null;
  }
  if (!creates && !(await hasMoimTables(database))) {
    await database.close();
    output.err(
      `The database in ${dataDir} has no Moim tables yet. Start the server once (npm start) or run: npm run cli -- db:migrate`,
    );
    return null;
  }
  return database;
}

async function hasMoimTables(database: Database): Promise<boolean> {
  // Both drivers answer raw queries with `{ rows }`.
  const result: unknown = await database.db.execute(sql`select to_regclass('public.users')::text as found`);
  return Boolean((result as { rows: { found: string | null }[] }).rows[0]?.found);
}

const backupCommands = new Set(['db:backup', 'db:restore']);

/** db:backup and db:restore: the embedded database's whole folder, so they open it themselves. */
async function backupCommand(args: string[], env: Env, output: CliOutput): Promise<number> {
  const [name, file, ...extra] = args;
  if (!file || extra.length > 0) {
    output.err(`${name} takes one file name.\n\n${usage}`);
    return 2;
  }
  if (env.DATABASE_URL) {
    output.err(
      'With DATABASE_URL the database is a PostgreSQL server, and the uploaded files are in it (FILE_STORE=database): ' +
        'back it up with pg_dump and restore with pg_restore (docs/backups-and-files.md).',
    );
    return 1;
  }
  const { database: dataDir, uploads } = embeddedPaths(env.DATA_DIR);
  const target = path.resolve(file);
  const busy = (error: EmbeddedDatabaseInUse, why: string) =>
    output.err(
      `A running Moim server (pid ${error.pid}) holds the embedded database in ${dataDir}: ${why}\n` +
        `Stop the server first (Ctrl+C in its terminal), run the command again, then start the server.`,
    );
  if (name === 'db:backup') {
    if (!existsSync(dataDir)) {
      output.err(`No Moim database in ${dataDir}. Set DATA_DIR to the folder the server uses.`);
      return 1;
    }
    let database: Database;
    try {
      database = await openDatabase({ dataDir });
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
      busy(error, 'a backup taken now could miss what it has not written to its folder yet.');
      return 1;
    }
    try {
      const written = await writeEmbeddedBackup(database, env.DATA_DIR, target);
      output.out(`Backed up the database in ${dataDir} and ${written.files} uploaded file(s) from ${uploads} to ${target}.`);
      return 0;
    } finally {
      await database.close();
    }
  }
  if (!existsSync(target)) {
    output.err(`There is no file ${target}.`);
    return 1;
  }
  try {
    const restored = await restoreEmbeddedBackup(env.DATA_DIR, target);
    output.out(
      `Restored the database and ${restored.files} uploaded file(s) from the backup of ${restored.createdAt} into ${env.DATA_DIR}.` +
        (restored.keptAside.length ? ` What was there before is kept in ${restored.keptAside.join(' and ')}.` : ''),
    );
    return 0;
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) {
      busy(error, 'a restore under it would be overwritten when it stops.');
      return 1;
    }
    if (error instanceof NotABackup) {
      output.err(`${target} is not a Moim backup (npm run cli -- db:backup <file> writes one). Nothing was changed.`);
      return 1;
    }
    throw error;
  }
}

/** The whole command line: parse, open, run, close. Answers the exit code. */
export async function main(args: string[], env: Env, output: CliOutput, clock: Clock = systemClock): Promise<number> {
  if (backupCommands.has(args[0] ?? '')) {
    try {
      return await backupCommand(args, env, output);
    } catch (error) {
      output.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  const command = parseCommand(args, output);
  if (!command) return 2;
  const database = await openForCommand(env, args[0], output);
  if (!database) return 1;
  try {
    return await command(database, clock, output);
  } catch (error) {
    output.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const output: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };
  process.exitCode = await main(process.argv.slice(2), readEnv(), output);
}
