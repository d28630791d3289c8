/**
 * The server test files whose outcome can depend on the database engine: CI's second pass runs
 * them again on a real PostgreSQL server (TEST_DATABASE_URL, .ci/run); every server test file
 * runs on PGlite in the first. vitest.config.ts reads this list; it is the only place that names
 * them.
 *
 * The rule: a file belongs here when it tests
 *  1. the database itself: migrations, triggers, the seed, constraints and the error codes the
 *     server maps them to, values a column refuses (NUL, out-of-range integers);
 *  2. SQL whose result can differ between engines or their settings: text search (ILIKE,
 *     trigram indexes, LIKE escaping, case folding), ordering of text (PGlite's collation is C,
 *     a server's may not be), date, time-zone and interval arithmetic, numeric rounding and the
 *     aggregates of analytics, figures and reports, JSON built in SQL;
 *  3. transactions, savepoints, locks or concurrency: PGlite has one connection and runs one
 *     statement at a time, PostgreSQL runs requests side by side on a pool, so races (concurrent
 *     creates, idempotent replays, throttles, per-item rollback of bulk calls) only show there.
 * Not here: validation, permissions and school scoping, answer shapes, upload routes (the stores
 * themselves are here), HTTP plumbing and pure functions, whose SQL is plain reads and writes that both engines run alike.
 *
 * A new test file that fits the rule is added here; `TEST_POSTGRES_ALL=1` with TEST_DATABASE_URL
 * runs every server file on PostgreSQL instead (vitest.config.ts), e.g. after an engine upgrade.
 */
export const ENGINE_DEPENDENT_TESTS: readonly string[] = [
  // 1. The database itself.
  'server/db/audit-trigger.test.ts',
  'server/db/attendance-day-counts.test.ts',
  'server/db/seed*.test.ts',
  'server/plugins/error-handler-database.test.ts',
  'server/lib/input-guard.test.ts',
  'server/routes/integer-input-bounds.test.ts',
  'server/routes/api-fuzz.test.ts',
  'server/routes/audit/audit-routes.test.ts',
  'server/routes/staff/staff-record-documents.test.ts',
  // Two servers on one PostgreSQL: session changes told (LISTEN/NOTIFY), one write claimed once.
  'server/two-servers.test.ts',
  // A backup reads every table as text and a restore loads it back; an embedded one moves to PostgreSQL.
  'server/backup/backup-restore.test.ts',
  // The rate limits' shared counters: one upsert with interval arithmetic.
  'server/lib/database-rate-limit-store.test.ts',
  // The upload stores: bytea through each driver, LIKE escaping, a backup's transaction.
  'server/lib/uploads/upload-store.test.ts',
  // Readiness reads the migrator's own table, which each engine's migrator keeps.
  'server/routes/health/health-routes.test.ts',
  // 2. SQL that can differ: search, ordering, dates, aggregates, JSON.
  'server/lib/usernames.test.ts',
  'server/routes/customers/customer-repository.test.ts',
  'server/routes/customers/customer-json.test.ts',
  'server/routes/customers/search/customer-search-routes.test.ts',
  'server/routes/customers/analytics/customer-analytics-routes.test.ts',
  'server/routes/students/student-list-repository.test.ts',
  'server/routes/students/student-routes.test.ts',
  'server/routes/students/analytics/student-analytics-routes.test.ts',
  'server/routes/students/portal/student-portal-figures.test.ts',
  'server/routes/teachers/teacher-analytics-routes.test.ts',
  'server/routes/attendance/attendance-report-routes.test.ts',
  'server/routes/finance/analytics/finance-stats-routes.test.ts',
  'server/routes/finance/analytics/finance-analytics-routes.test.ts',
  'server/routes/finance/analytics/payment-analytics-routes.test.ts',
  'server/routes/finance/reports/finance-report-routes.test.ts',
  'server/routes/performance/*.test.ts',
  'server/routes/parents/parent-account-figures.test.ts',
  'server/routes/classes/class-figures.test.ts',
  'server/routes/reports/report-types.test.ts',
  // 3. Transactions, locks and concurrency.
  'server/lib/bulk-items.test.ts',
  'server/plugins/idempotency.test.ts',
  'server/routes/outbox/outbox-routes.test.ts',
  'server/routes/auth/login-throttle.test.ts',
  'server/routes/customers/customer-routes.test.ts',
  'server/routes/customers/conversion/customer-conversion-routes.test.ts',
  'server/routes/exams/exam-routes.test.ts',
  'server/routes/finance/payments/payment-routes.test.ts',
  'server/routes/attendance/attendance-register-routes.test.ts',
  'server/routes/students/bulk/student-bulk-routes.test.ts',
];
