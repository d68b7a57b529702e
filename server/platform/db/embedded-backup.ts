// Backups of the embedded default (PGlite in $DATA_DIR/pglite, uploads in $DATA_DIR/uploads): one
// file holding the database's data directory and every uploaded file. Both directions hold the
// embedded database's lock (decision 009), so neither runs beside a server: a backup taken while
// the server runs could miss what it has not written back, and a restore under it would be lost.
// File layout: a first line naming the format, a JSON line listing the parts with their sizes,
// then the parts' bytes one after another.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

const MAGIC = 'moim-backup 1';

type Manifest = { createdAt: string; database: number; files: { path: string; size: number }[] };

export const embeddedPaths = (dataDir: string) => ({
  database: path.resolve(dataDir, 'pglite'),
  uploads: path.resolve(dataDir, 'uploads'),
});

/** Every stored upload under `uploads`, as paths relative to it (files still arriving are not). */
async function uploadsIn(uploads: string): Promise<{ path: string; size: number }[]> {
  const found: { path: string; size: number }[] = [];
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(uploads, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep).some((part) => part.startsWith('.'))) continue;
    found.push({ path: relative.split(path.sep).join('/'), size: (await stat(path.join(uploads, relative))).size });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** Writes the open embedded database and the uploads beside it to `file`; answers what it holds. */
export async function writeEmbeddedBackup(database: Database, dataDir: string, file: string) {
  if (!database.dump) throw new Error('Only the embedded database is backed up this way.');
  const dump = Buffer.from(await (await database.dump()).arrayBuffer());
  const { uploads } = embeddedPaths(dataDir);
  const files = await uploadsIn(uploads);
  const manifest: Manifest = { createdAt: new Date().toISOString(), database: dump.length, files };
  const temporary = `${file}.partial`;
  const out = createWriteStream(temporary, { mode: 0o600 });
  const write = (chunk: Buffer | string) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
  try {
    await write(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
    await write(dump);
    for (const entry of files) {
      for await (const chunk of createReadStream(path.join(uploads, entry.path))) await write(chunk as Buffer);
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await rename(temporary, file);
  } catch (error) {
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
  return { files: files.length, bytes: dump.length + files.reduce((sum, entry) => sum + entry.size, 0) };
}

export class NotABackup extends Error {}

async function readManifest(file: string): Promise<{ manifest: Manifest; offset: number }> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(1024 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString('latin1');
    const first = text.indexOf('\n');
    const second = text.indexOf('\n', first + 1);
    if (text.slice(0, first) !== MAGIC || second < 0) throw new NotABackup();
    const manifest = JSON.parse(Buffer.from(text.slice(first + 1, second), 'latin1').toString('utf8')) as Manifest;
    return { manifest, offset: second + 1 };
  } catch (error) {
    if (error instanceof NotABackup) throw error;
    throw new NotABackup();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces the embedded database and the uploads in `dataDir` with the backup's. What was there is
 * kept beside them (`pglite.before-restore-<time>`, `uploads.before-restore-<time>`), never deleted.
 * Throws EmbeddedDatabaseInUse while a server holds the database; NotABackup for any other file.
 */
export async function restoreEmbeddedBackup(dataDir: string, file: string) {
  const { manifest, offset } = await readManifest(file);
  const paths = embeddedPaths(dataDir);
  await mkdir(path.dirname(paths.database), { recursive: true });
  const unlock = lockEmbeddedDatabase(paths.database);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const keptAside: string[] = [];
    for (const current of [paths.database, paths.uploads]) {
      if (await stat(current).catch(() => null)) {
        const aside = `${current}.before-restore-${stamp}`;
        await rename(current, aside);
        keptAside.push(aside);
      }
    }
    const handle = await open(file);
    try {
      const dump = Buffer.alloc(manifest.database);
      await handle.read(dump, 0, dump.length, offset);
      const client = await PGlite.create({ dataDir: paths.database, loadDataDir: new Blob([dump]) });
      await client.close();
      let position = offset + manifest.database;
      for (const entry of manifest.files) {
        const target = path.resolve(paths.uploads, entry.path);
        if (!target.startsWith(`${paths.uploads}${path.sep}`)) throw new NotABackup();
        await mkdir(path.dirname(target), { recursive: true });
        if (entry.size > 0) {
          await pipeline(createReadStream(file, { start: position, end: position + entry.size - 1 }), createWriteStream(target));
        } else {
          await (await open(target, 'w')).close();
        }
        position += entry.size;
      }
    } finally {
      await handle.close();
    }
    return { files: manifest.files.length, createdAt: manifest.createdAt, keptAside };
  } finally {
    unlock();
  }
}
