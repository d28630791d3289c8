CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"method" text DEFAULT 'CASH' NOT NULL,
	"receipt_number" text,
	"remarks" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer,
	"teacher_id" integer,
	"employee_id" text NOT NULL,
	"employee_name" text NOT NULL,
	"salary_month" date NOT NULL,
	"basic_salary" numeric(14, 2) NOT NULL,
	"allowances" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bonus" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_salary" numeric(14, 2) NOT NULL,
	"payment_date" date,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"method" text DEFAULT 'BANK_TRANSFER' NOT NULL,
	"transaction_id" text,
	"remarks" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payrolls_one_employee" CHECK (num_nonnulls("payrolls"."staff_id", "payrolls"."teacher_id") = 1),
	CONSTRAINT "payrolls_net_salary" CHECK ("payrolls"."net_salary" > 0 and "payrolls"."net_salary" = "payrolls"."basic_salary" + "payrolls"."allowances" - "payrolls"."deductions" - "payrolls"."tax" + "payrolls"."bonus")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"next_value" bigint NOT NULL,
	CONSTRAINT "receipt_counters_school_id_kind_pk" PRIMARY KEY("school_id","kind")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_audit_log" ADD CONSTRAINT "finance_audit_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_audit_log" ADD CONSTRAINT "finance_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_school_date_idx" ON "expenses" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "finance_audit_entity_idx" ON "finance_audit_log" USING btree ("school_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "payrolls_school_month_idx" ON "payrolls" USING btree ("school_id","salary_month");--> statement-breakpoint
CREATE INDEX "payrolls_staff_idx" ON "payrolls" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "payrolls_teacher_idx" ON "payrolls" USING btree ("teacher_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."total" = "payments"."amount");