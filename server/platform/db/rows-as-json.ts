// Many rows as one parameter: `insert … select … from json_to_recordset($1)`. The statement's text
// is the same for one row or a hundred, so it is prepared once and planned once per connection.
import { getTableColumns, sql, type Column, type Placeholder, type SQL, type Table } from 'drizzle-orm';

type ColumnsOf<T extends Table> = T['_']['columns'];
type RowOf<T extends Table> = { [K in keyof ColumnsOf<T>]?: unknown };

const isJson = (column: Column) => column.getSQLType() === 'jsonb' || column.getSQLType() === 'json';

type Encoder = { name: string; encode: (value: unknown) => unknown };

// Worked out once per table: asking a column its SQL type builds a string, and a rush's batches
// ask it for every value of every row.
const encodersOf = new WeakMap<Table, Map<string, Encoder>>();

function encoders(table: Table): Map<string, Encoder> {
  let known = encodersOf.get(table);
  if (!known) {
    known = new Map(
      Object.entries(getTableColumns(table) as Record<string, Column>).map(([key, column]) => [
        key,
        {
          name: column.name,
          encode: isJson(column) ? (value: unknown) => value : (value: unknown) => column.mapToDriverValue(value),
        },
      ]),
    );
    encodersOf.set(table, known);
  }
  return known;
}

/** The rows as the JSON the statement reads: each value encoded as its column sends it to the driver. */
export function rowsAsJson<T extends Table>(table: T, rows: RowOf<T>[]): string {
  const columns = encoders(table);
  return JSON.stringify(
    rows.map((row) => {
      const encoded: Record<string, unknown> = {};
      for (const key in row) {
        const value = row[key];
        const column = columns.get(key)!;
        encoded[column.name] = value === null || value === undefined ? null : column.encode(value);
      }
      return encoded;
    }),
  );
}

/**
 * `insert into table (…) select … from json_to_recordset(rows)` for the columns named by `keys`;
 * `computed` gives further columns an expression of the statement's own (e.g. the id another CTE
 * returned).
 */
export function insertFromJson<T extends Table>(
  table: T,
  keys: readonly (keyof ColumnsOf<T> & string)[],
  rows: SQL | Placeholder,
  computed: Partial<Record<keyof ColumnsOf<T> & string, SQL>> = {},
): SQL {
  const columns: Record<string, Column> = getTableColumns(table);
  const name = (key: string) => sql.identifier(columns[key].name);
  const fromJson = keys.map((key) => sql`${name(key)} ${sql.raw(columns[key].getSQLType())}`);
  const computedKeys = Object.keys(computed) as (keyof typeof computed & string)[];
  const target = [...keys, ...computedKeys].map(name);
  const values = [...keys.map((key) => sql`r.${name(key)}`), ...computedKeys.map((key) => computed[key]!)];
  return sql`insert into ${table} (${sql.join(target, sql`, `)})
    select ${sql.join(values, sql`, `)} from json_to_recordset(${rows}::json) as r(${sql.join(fromJson, sql`, `)})`;
}
