-- The general rate limit's counters, shared by the servers of one PostgreSQL; UNLOGGED: counters need no crash safety.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
