-- Which server of a group makes each day's scheduled backup: the first to claim the day.
CREATE TABLE "scheduled_backup_claims" (
	"day" date PRIMARY KEY NOT NULL,
	"server" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
