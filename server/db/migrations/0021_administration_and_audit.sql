CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"user_id" integer,
	"table_name" text NOT NULL,
	"row_id" text,
	"action" text NOT NULL,
	"route" text,
	"request_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text,
	"dari_name" text,
	"phone" text,
	"email" text,
	"share_percent" numeric(5, 2),
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"class_id" integer,
	"subject_id" integer,
	"url" text,
	"quantity" integer,
	"location" text,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_collaborations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text DEFAULT 'NOTE' NOT NULL,
	"message" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'OTHER' NOT NULL,
	"file_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"storage_path" text,
	"notes" text,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"priority" text DEFAULT 'MEDIUM' NOT NULL,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_collaborations" ADD CONSTRAINT "staff_collaborations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_collaborations" ADD CONSTRAINT "staff_collaborations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_collaborations" ADD CONSTRAINT "staff_collaborations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_documents" ADD CONSTRAINT "staff_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_documents" ADD CONSTRAINT "staff_documents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_documents" ADD CONSTRAINT "staff_documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_documents" ADD CONSTRAINT "staff_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_school_at_idx" ON "audit_logs" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "audit_logs_user_at_idx" ON "audit_logs" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_logs_row_idx" ON "audit_logs" USING btree ("table_name","row_id");--> statement-breakpoint
CREATE INDEX "owners_school_idx" ON "owners" USING btree ("school_id") WHERE "owners"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reports_school_created_idx" ON "reports" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "resources_school_type_idx" ON "resources" USING btree ("school_id","type") WHERE "resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "staff_collaborations_staff_idx" ON "staff_collaborations" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_documents_staff_idx" ON "staff_documents" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_tasks_staff_idx" ON "staff_tasks" USING btree ("staff_id","status");--> statement-breakpoint
-- The audit log (docs/decisions.md "Audit log"): one trigger records every insert, update and
-- delete of the product's tables, in the same transaction as the write. The actor comes from
-- transaction-local settings that app.writeTransaction sets (app.user_id, app.school_id,
-- app.route, app.request_id). Seeding sets app.audit = 'off'. Secrets and file bodies never enter
-- the log. A new table gets its trigger in its own migration (server/db/audit.test.ts checks).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hidden CONSTANT text[] := ARRAY['password_hash', 'content', 'response_body', 'rows'];
  before_row jsonb;
  after_row jsonb;
  source_row jsonb;
BEGIN
  IF current_setting('app.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before_row := to_jsonb(OLD) - hidden;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after_row := to_jsonb(NEW) - hidden;
  END IF;
  -- An update that only moves updated_at (a register saved again unchanged) changes nothing.
  IF TG_OP = 'UPDATE' AND before_row - 'updated_at' = after_row - 'updated_at' THEN
    RETURN NULL;
  END IF;
  source_row := COALESCE(after_row, before_row);
  -- server_settings also holds the token-signing secret: only the system settings are recorded.
  IF TG_TABLE_NAME = 'server_settings' AND source_row->>'key' <> 'system_settings' THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_logs (school_id, user_id, table_name, row_id, action, route, request_id, before, after)
  VALUES (
    CASE
      WHEN TG_TABLE_NAME = 'schools' THEN (source_row->>'id')::integer
      ELSE COALESCE((source_row->>'school_id')::integer, NULLIF(current_setting('app.school_id', true), '')::integer)
    END,
    NULLIF(current_setting('app.user_id', true), '')::integer,
    TG_TABLE_NAME,
    COALESCE(source_row->>'id', source_row->>'key'),
    TG_OP,
    NULLIF(current_setting('app.route', true), ''),
    NULLIF(current_setting('app.request_id', true), ''),
    before_row,
    after_row
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  audited record;
BEGIN
  FOR audited IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename NOT IN (
        'audit_logs', 'finance_audit_log', 'customer_events', 'student_events', 'idempotency_keys',
        'revoked_tokens', 'login_throttle', 'receipt_counters', 'customer_serials', 'attendance_day_counts'
      )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row_change()',
      audited.tablename
    );
  END LOOP;
END;
$$;
