ALTER TABLE "schools" ADD COLUMN "pashto_name" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "dari_address" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "pashto_address" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "dari_name" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "pashto_name" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "dari_name" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "pashto_name" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "dari_name" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "pashto_name" text;