import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row of site settings; absent columns fall back to the spec's defaults in code.
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1))
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('site_description', 'text', (c) => c.notNull())
    .addColumn('email_notifications', 'boolean', (c) => c.notNull())
    .addColumn('auto_publish', 'boolean', (c) => c.notNull())
    .addColumn('require_approval', 'boolean', (c) => c.notNull())
    .addColumn('max_file_size', 'text', (c) => c.notNull())
    .addColumn('backup_frequency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('site_settings_single_row', sql`id = 1`)
    .addCheckConstraint(
      'site_settings_max_file_size_check',
      sql`max_file_size in ('1MB', '5MB', '10MB', '25MB')`,
    )
    .addCheckConstraint(
      'site_settings_backup_frequency_check',
      sql`backup_frequency in ('daily', 'weekly', 'monthly')`,
    )
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_created_at_idx')
    .on('audit_log')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('backups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backups').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('site_settings').execute();
}
