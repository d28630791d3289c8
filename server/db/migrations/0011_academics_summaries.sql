CREATE TABLE "attendance_day_counts" (
	"school_id" integer NOT NULL,
	"class_id" integer,
	"date" date NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"absent" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"excused" integer DEFAULT 0 NOT NULL,
	"marks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_day_counts_key" UNIQUE NULLS NOT DISTINCT("school_id","class_id","date")
);
--> statement-breakpoint
DROP INDEX "grades_school_graded_on_idx";--> statement-breakpoint
CREATE INDEX "student_events_school_created_idx" ON "student_events" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "grades_school_live_graded_on_idx" ON "grades" USING btree ("school_id","graded_on","student_id","class_id","subject_id","score","max_score") WHERE "grades"."deleted_at" is null;--> statement-breakpoint
-- Keeps attendance_day_counts equal to the live attendance marks counted per (school, class, day, status).
-- Statement-level triggers with transition tables: a bulk insert of a whole class's day (or a
-- million-row load) adds one grouped statement, not one statement per mark. Rows are upserted in
-- key order so concurrent writers lock the same counters in the same order (no deadlock).
CREATE FUNCTION attendance_day_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_day_counts AS counts (school_id, class_id, date, present, absent, late, excused, marks)
  SELECT school_id, class_id, date,
    count(*) FILTER (WHERE status = 'PRESENT'), count(*) FILTER (WHERE status = 'ABSENT'),
    count(*) FILTER (WHERE status = 'LATE'), count(*) FILTER (WHERE status = 'EXCUSED'), count(*)
  FROM new_marks WHERE deleted_at IS NULL
  GROUP BY school_id, class_id, date
  ORDER BY school_id, class_id, date
  ON CONFLICT (school_id, class_id, date) DO UPDATE SET
    present = counts.present + excluded.present, absent = counts.absent + excluded.absent,
    late = counts.late + excluded.late, excused = counts.excused + excluded.excused, marks = counts.marks + excluded.marks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION attendance_day_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_day_counts AS counts (school_id, class_id, date, present, absent, late, excused, marks)
  SELECT school_id, class_id, date,
    -count(*) FILTER (WHERE status = 'PRESENT'), -count(*) FILTER (WHERE status = 'ABSENT'),
    -count(*) FILTER (WHERE status = 'LATE'), -count(*) FILTER (WHERE status = 'EXCUSED'), -count(*)
  FROM old_marks WHERE deleted_at IS NULL
  GROUP BY school_id, class_id, date
  ORDER BY school_id, class_id, date
  ON CONFLICT (school_id, class_id, date) DO UPDATE SET
    present = counts.present + excluded.present, absent = counts.absent + excluded.absent,
    late = counts.late + excluded.late, excused = counts.excused + excluded.excused, marks = counts.marks + excluded.marks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION attendance_day_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM attendance_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attendance_day_counts_insert AFTER INSERT ON attendance REFERENCING NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_day_counts_add();
--> statement-breakpoint
CREATE TRIGGER attendance_day_counts_update_remove AFTER UPDATE ON attendance REFERENCING OLD TABLE AS old_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_day_counts_remove();
--> statement-breakpoint
CREATE TRIGGER attendance_day_counts_update_add AFTER UPDATE ON attendance REFERENCING NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_day_counts_add();
--> statement-breakpoint
CREATE TRIGGER attendance_day_counts_delete AFTER DELETE ON attendance REFERENCING OLD TABLE AS old_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_day_counts_remove();
--> statement-breakpoint
CREATE TRIGGER attendance_day_counts_truncate AFTER TRUNCATE ON attendance FOR EACH STATEMENT EXECUTE FUNCTION attendance_day_counts_clear();
--> statement-breakpoint
INSERT INTO attendance_day_counts (school_id, class_id, date, present, absent, late, excused, marks)
SELECT school_id, class_id, date,
  count(*) FILTER (WHERE status = 'PRESENT'), count(*) FILTER (WHERE status = 'ABSENT'),
  count(*) FILTER (WHERE status = 'LATE'), count(*) FILTER (WHERE status = 'EXCUSED'), count(*)
FROM attendance WHERE deleted_at IS NULL
GROUP BY school_id, class_id, date;
