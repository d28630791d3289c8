DROP INDEX "customers_school_created_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || coalesce(dari_name, '') || chr(10) || coalesce(email, ''))) STORED;--> statement-breakpoint
CREATE INDEX "customers_school_created_id_idx" ON "customers" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);