CREATE TABLE "salary_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"timesheet_id" integer NOT NULL,
	"day_id" integer,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"department_number" integer,
	"function_id" integer,
	"category_id" integer,
	"cost_center" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"kg_co2e" numeric(14, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" date NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_days_projectId_date_unique" UNIQUE("project_id","date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_day_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"flag_item_id" integer NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	CONSTRAINT "timesheet_day_allowances_dayId_flagItemId_unique" UNIQUE("day_id","flag_item_id")
);
--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"timesheet_id" integer NOT NULL,
	"date" date NOT NULL,
	"day_type" integer DEFAULT 0 NOT NULL,
	"start_minutes" integer,
	"end_minutes" integer,
	"lunch_minutes" integer DEFAULT 0 NOT NULL,
	"night_minutes" integer DEFAULT 0 NOT NULL,
	"travel_minutes" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"outside_contract" boolean DEFAULT false NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"refusal_comment" text DEFAULT '' NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_days_timesheetId_date_unique" UNIQUE("timesheet_id","date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_pay_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"timesheet_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"kind" text NOT NULL,
	"band" integer DEFAULT 0 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"rate" numeric(18, 6) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"flag_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "timesheet_pay_rules" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"week_start_day" integer DEFAULT 1 NOT NULL,
	"base_day_minutes" integer DEFAULT 600 NOT NULL,
	"overtime_bands" jsonb DEFAULT '[{"fromMinutes":0,"toMinutes":120,"premiumPct":"25"},{"fromMinutes":120,"toMinutes":null,"premiumPct":"50"}]'::jsonb NOT NULL,
	"night_premium_pct" numeric(7, 2) DEFAULT '50' NOT NULL,
	"sixth_day_premium_pct" numeric(7, 2) DEFAULT '50' NOT NULL,
	"seventh_day_premium_pct" numeric(7, 2) DEFAULT '100' NOT NULL,
	"sunday_premium_pct" numeric(7, 2) DEFAULT '100' NOT NULL,
	"travel_rate_pct" numeric(7, 2) DEFAULT '100' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"encoder_id" integer,
	"week_start" date NOT NULL,
	"department_number" integer,
	"function_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"amount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"js_error" text DEFAULT '' NOT NULL,
	"js_log" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"level1_by" integer,
	"level1_at" timestamp with time zone,
	"level2_by" integer,
	"level2_at" timestamp with time zone,
	"refusal_comment" text DEFAULT '' NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_projectId_userId_weekStart_unique" UNIQUE("project_id","user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_day_id_timesheet_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."timesheet_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_days" ADD CONSTRAINT "stage_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_day_allowances" ADD CONSTRAINT "timesheet_day_allowances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_day_allowances" ADD CONSTRAINT "timesheet_day_allowances_day_id_timesheet_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."timesheet_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_day_allowances" ADD CONSTRAINT "timesheet_day_allowances_flag_item_id_project_flag_items_id_fk" FOREIGN KEY ("flag_item_id") REFERENCES "public"."project_flag_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_pay_lines" ADD CONSTRAINT "timesheet_pay_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_pay_lines" ADD CONSTRAINT "timesheet_pay_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_pay_lines" ADD CONSTRAINT "timesheet_pay_lines_day_id_timesheet_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."timesheet_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_pay_lines" ADD CONSTRAINT "timesheet_pay_lines_flag_item_id_project_flag_items_id_fk" FOREIGN KEY ("flag_item_id") REFERENCES "public"."project_flag_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_pay_rules" ADD CONSTRAINT "timesheet_pay_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_encoder_id_users_id_fk" FOREIGN KEY ("encoder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_level1_by_users_id_fk" FOREIGN KEY ("level1_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_level2_by_users_id_fk" FOREIGN KEY ("level2_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_lines_project_id_department_number_category_id_index" ON "salary_lines" USING btree ("project_id","department_number","category_id");--> statement-breakpoint
CREATE INDEX "salary_lines_project_id_user_id_start_date_index" ON "salary_lines" USING btree ("project_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "salary_lines_timesheet_id_index" ON "salary_lines" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_days_project_id_date_index" ON "timesheet_days" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "timesheet_pay_lines_timesheet_id_index" ON "timesheet_pay_lines" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_pay_lines_day_id_index" ON "timesheet_pay_lines" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "timesheets_project_id_status_department_number_index" ON "timesheets" USING btree ("project_id","status","department_number");--> statement-breakpoint
CREATE INDEX "timesheets_project_id_week_start_id_index" ON "timesheets" USING btree ("project_id","week_start","id");