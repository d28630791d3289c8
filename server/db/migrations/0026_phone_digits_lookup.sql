CREATE INDEX "customers_school_phone_digits_idx" ON "customers" USING btree ("school_id",regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "customers_school_mobile_digits_idx" ON "customers" USING btree ("school_id",regexp_replace("mobile", '[^0-9]', '', 'g'));--> statement-breakpoint
-- Statistics for the new index expressions, so the planner picks them at once (a start analyses only tables never analysed or grown, server/db/planner-statistics.ts).
ANALYZE "customers";
