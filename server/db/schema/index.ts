/**
 * The database schema, one file per area. Migrations are generated from this index
 * (drizzle.config.ts) and committed; they run on PGlite and PostgreSQL.
 */
export * from './columns';
export * from './enums';
export * from './locations';
export * from './catalog';
export * from './content';
export * from './accounts';
export * from './orders';
export * from './payments';
export * from './analytics';
export * from './staff';
export * from './operators';
export * from './back-office';
export * from './order-changes';
