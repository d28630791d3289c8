CREATE INDEX "students_user_idx" ON "students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "students_school_live_created_idx" ON "students" USING btree ("school_id","created_at","id") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "grades_exam_student_idx" ON "grades" USING btree ("exam_id","student_id") WHERE "grades"."deleted_at" is null;