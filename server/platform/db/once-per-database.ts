// For statements a hot path runs on every request: built once per database handle (each app
// instance has its own) rather than on every call. Drizzle then skips rebuilding their text, and a
// prepared statement with a name is parsed and planned by the PostgreSQL server once per connection
// instead of on every call.
import type { Db } from './client.ts';

export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
