ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(admission_no || chr(10) || coalesce(roll_no, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_school_live_idx" ON "students" USING btree ("school_id") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_search_text_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);