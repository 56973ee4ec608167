/** Rows of a raw query on either engine (PGlite answers { rows }, node-postgres too; drizzle may unwrap). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
