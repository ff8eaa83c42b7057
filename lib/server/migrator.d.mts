export interface SqlExecutor {
  query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>;
  exec(sql: string): Promise<unknown>;
}
export function pgExecutor(client: import("pg").ClientBase): SqlExecutor;
export function pgliteExecutor(db: import("@electric-sql/pglite").PGlite): SqlExecutor;
export function applyMigrations(db: SqlExecutor, opts?: { dir?: string; log?: (msg: string) => void }): Promise<string[]>;
