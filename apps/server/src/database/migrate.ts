import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
import { isPostgres } from './is-postgres.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Kysely's PostgreSQL introspector lists the tables of every schema in the database and calls
 * name-based functions (`has_schema_privilege`) on each; a schema that another process drops
 * between the catalog snapshot and that call fails the migration with `schema "…" does not
 * exist`. The migrator only asks whether its own two tables exist, so it looks in one schema.
 */
function ownSchemaIntrospector(db: Kysely<unknown>, schema: string | undefined) {
  const introspector: DatabaseIntrospector = {
    async getSchemas() {
      const result = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace`.execute(db);
      return result.rows;
    },
    async getTables(): Promise<TableMetadata[]> {
      const result = await sql<{ name: string; schema: string; kind: string }>`
        select c.relname as name, n.nspname as schema, c.relkind as kind
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = coalesce(${schema ?? null}::text, current_schema())
          and c.relkind in ('r', 'v', 'p')`.execute(db);
      return result.rows.map((row) => ({
        name: row.name,
        schema: row.schema,
        // Stryker disable next-line ConditionalExpression,EqualityOperator: the migrator reads only each table's name and schema
        isView: row.kind === 'v',
        // Stryker disable next-line ArrayDeclaration: the migrator reads only each table's name and schema
        columns: [],
      }));
    },
    // Stryker disable next-line BlockStatement: the migrator never asks for metadata, only for schemas and tables
    async getMetadata() {
      // Stryker disable next-line ObjectLiteral: the migrator never asks for metadata
      return { tables: await this.getTables() };
    },
  };
  return introspector;
}

/** The same database handle, answering `introspection` from its own schema only. */
function withOwnSchemaIntrospection(db: Kysely<unknown>, schema: string | undefined) {
  if (!isPostgres(db)) return db;
  const introspection = ownSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods use private fields, so they must run on the real instance.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * Brings the schema up to date; throws with the failing migration's error. On PostgreSQL the
 * migration bookkeeping tables live in the same schema as the data, so databases in other
 * schemas (tests, other councils on one server) never see each other's locks.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: withOwnSchemaIntrospection(db, schema),
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  // Stryker disable next-line StringLiteral,ObjectLiteral: unreachable, every migration here throws Errors; the wrap gives the type checker an Error
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).map((result) => result.migrationName);
}
