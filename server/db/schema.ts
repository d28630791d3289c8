/**
 * Database schema (PostgreSQL dialect; the same for PGlite and PostgreSQL), one file per area
 * under tables/. Every school-owned row carries `school_id`, so tables can later be distributed
 * by it. Migrations are generated from here with `npm run db:generate` and applied in code at start.
 */
export * from './tables/core';
export * from './tables/customers';
export * from './tables/students';
export * from './tables/academics';
export * from './tables/finance';
export * from './tables/teachers';
export * from './tables/parent-portal';
export * from './tables/class-life';
export * from './tables/settings';
export * from './tables/messaging';
export * from './tables/administration';
export * from './tables/uploads';
