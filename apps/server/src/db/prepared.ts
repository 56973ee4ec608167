import type { Db } from "./client";

// Hot reads are built once per database as prepared statements with placeholders: drizzle's query building (walking
// the column objects, escaping names, joining SQL chunks) costs more than running a small indexed read. `name` is the
// statement's name on the connection, so it must be unique per shape.

const statements = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}
