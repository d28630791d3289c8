DROP INDEX "classes_school_code_idx";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "room" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "academic_year" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "class_teacher_id" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_class_teacher_id_teachers_id_fk" FOREIGN KEY ("class_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_school_code_idx" ON "classes" USING btree ("school_id","code") WHERE "classes"."deleted_at" is null;