// Where uploaded bytes live (decision 026): on the local disk under $DATA_DIR/uploads for the
// embedded default, or in the database every instance shares when the server runs on PostgreSQL.
// Keys are `<area>/<name>`; names are random and never reused, so a stored file never changes.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, like } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { storedFileParts, storedFiles } from '../db/schema/index.ts';
import type { Env } from '../env.ts';

export type StoredFile = { size: number; stream: Readable };
export type ListedFile = { key: string; createdAt: Date };

export type FileStore = {
  readonly kind: 'disk' | 'database';
  /** Takes a finished file from the local disk (it is gone from there afterwards). */
  keep(key: string, localFile: string): Promise<void>;
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none under `key`. */
  open(key: string): Promise<StoredFile | null>;
  remove(keys: string[]): Promise<void>;
  /** Every file whose key starts with `area/`. */
  list(area: string): Promise<ListedFile[]>;
};

const PART_BYTES = 1024 * 1024;
const SAFE_KEY = /^[a-z-]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a stored file key: ${key}`);
  return key;
}

/** Where uploads wait on this instance's disk while they are checked, before the store takes them. */
export function incomingDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'uploads', '.incoming');
}

export function diskFileStore(env: Pick<Env, 'DATA_DIR'>): FileStore {
  const root = path.join(env.DATA_DIR, 'uploads');
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'disk',
    async keep(key, localFile) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(localFile, file);
    },
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
      await writeFile(temporary, data, { mode: 0o644 });
      await rename(temporary, file);
    },
    async open(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, stream: createReadStream(file) };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async list(area) {
      const directory = path.join(root, area);
      const names = await readdir(directory).catch(() => [] as string[]);
      const listed: ListedFile[] = [];
      for (const name of names) {
        const info = await stat(path.join(directory, name)).catch(() => null);
        if (info?.isFile()) listed.push({ key: `${area}/${name}`, createdAt: info.mtime });
      }
      return listed;
    },
  };
}

export function databaseFileStore(db: Db, clock: Clock): FileStore {
  async function* partsOf(key: string): AsyncGenerator<Buffer> {
    let part = -1;
    for (;;) {
      const [next] = await db
        .select({ part: storedFileParts.part, data: storedFileParts.data })
        .from(storedFileParts)
        .where(and(eq(storedFileParts.key, key), gt(storedFileParts.part, part)))
        .orderBy(asc(storedFileParts.part))
        .limit(1);
      if (!next) return;
      part = next.part;
      yield next.data;
    }
  }
  async function save(key: string, size: number, parts: AsyncIterable<Buffer> | Iterable<Buffer>) {
    await db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({ key: checkedKey(key), size, createdAt: clock.now() });
      let part = 0;
      for await (const data of parts) await tx.insert(storedFileParts).values({ key, part: part++, data });
    });
  }
  return {
    kind: 'database',
    async keep(key, localFile) {
      const handle = await open(localFile);
      try {
        const { size } = await handle.stat();
        async function* read() {
          for (let offset = 0; offset < size; offset += PART_BYTES) {
            const buffer = Buffer.alloc(Math.min(PART_BYTES, size - offset));
            await handle.read(buffer, 0, buffer.length, offset);
            yield buffer;
          }
        }
        await save(key, size, read());
      } finally {
        await handle.close();
      }
      await rm(localFile, { force: true });
    },
    async put(key, data) {
      const parts: Buffer[] = [];
      for (let offset = 0; offset < data.length; offset += PART_BYTES) parts.push(data.subarray(offset, offset + PART_BYTES));
      await save(key, data.length, parts);
    },
    async open(key) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      if (!file) return null;
      return { size: file.size, stream: Readable.from(partsOf(key)) };
    },
    async remove(keys) {
      if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
    },
    async list(area) {
      return db
        .select({ key: storedFiles.key, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(like(storedFiles.key, `${area}/%`));
    },
  };
}

/** The store for this deployment: FILE_STORE, else the database with DATABASE_URL, else the disk. */
export function fileStoreFor(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'FILE_STORE'>, db: Db, clock: Clock): FileStore {
  const kind = env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'disk');
  return kind === 'database' ? databaseFileStore(db, clock) : diskFileStore(env);
}

export type MoveResult = { moved: number; alreadyThere: number };

/**
 * Moves every file under $DATA_DIR/uploads into the database store (`npm run cli --
 * files:move-to-database`). Each file is removed from the disk once its row is committed; one
 * already in the database is left on the disk untouched, so a second run is harmless.
 */
export async function moveDiskFilesToDatabase(env: Pick<Env, 'DATA_DIR'>, db: Db, clock: Clock): Promise<MoveResult> {
  const root = path.join(env.DATA_DIR, 'uploads');
  const disk = diskFileStore(env);
  const database = databaseFileStore(db, clock);
  const result: MoveResult = { moved: 0, alreadyThere: 0 };
  const areas = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const area of areas) {
    if (!area.isDirectory() || area.name.startsWith('.') || !/^[a-z-]+$/.test(area.name)) continue;
    for (const file of await disk.list(area.name)) {
      if (path.basename(file.key).startsWith('.')) continue;
      const [known] = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, file.key));
      if (known) {
        result.alreadyThere += 1;
        continue;
      }
      await database.keep(file.key, path.join(root, file.key));
      result.moved += 1;
    }
  }
  return result;
}
