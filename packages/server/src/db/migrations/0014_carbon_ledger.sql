CREATE TABLE "carbon_category_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"budget_category_id" integer NOT NULL,
	"carbon_category" integer NOT NULL,
	"kg_co2e_per_currency" numeric(12, 6),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer,
	"carbon_category" integer NOT NULL,
	"entity_type" integer DEFAULT 0 NOT NULL,
	"str_date" date NOT NULL,
	"end_date" date,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2),
	"department" integer,
	"function_number" integer,
	"user_id" integer,
	"supplier_id" integer,
	"production_phase" integer,
	"paid_by_production" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"is_estimate" boolean DEFAULT false NOT NULL,
	"quantity" numeric(20, 6),
	"unit" text,
	"factor_key" text,
	"factor_value" numeric(18, 8),
	"factor_unit" text,
	"factor_source" text,
	"factor_year" integer,
	"kg_co2e" numeric(16, 2) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_factor_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"factor_key" text NOT NULL,
	"old_value" numeric(18, 8) NOT NULL,
	"new_value" numeric(18, 8) NOT NULL,
	"unit" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_ledger_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"factor_key" text,
	"old_value" text,
	"new_value" text,
	"reason" text DEFAULT '' NOT NULL,
	"entries_changed" integer DEFAULT 0 NOT NULL,
	"kg_before" numeric(16, 2),
	"kg_after" numeric(16, 2)
);
--> statement-breakpoint
ALTER TABLE "carbon_category_mappings" ADD CONSTRAINT "carbon_category_mappings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_category_mappings" ADD CONSTRAINT "carbon_category_mappings_budget_category_id_budget_categories_id_fk" FOREIGN KEY ("budget_category_id") REFERENCES "public"."budget_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_category_mappings" ADD CONSTRAINT "carbon_category_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_factor_overrides" ADD CONSTRAINT "carbon_factor_overrides_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_factor_overrides" ADD CONSTRAINT "carbon_factor_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_ledger_log" ADD CONSTRAINT "carbon_ledger_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_ledger_log" ADD CONSTRAINT "carbon_ledger_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_category_mappings_project_id_budget_category_id_index" ON "carbon_category_mappings" USING btree ("project_id","budget_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_entries_source_unique" ON "carbon_entries" USING btree ("project_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "carbon_entries_table_page" ON "carbon_entries" USING btree ("project_id","str_date","id");--> statement-breakpoint
CREATE INDEX "carbon_entries_category" ON "carbon_entries" USING btree ("project_id","carbon_category");--> statement-breakpoint
CREATE INDEX "carbon_entries_department" ON "carbon_entries" USING btree ("project_id","department");--> statement-breakpoint
CREATE INDEX "carbon_entries_user" ON "carbon_entries" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "carbon_entries_factor" ON "carbon_entries" USING btree ("project_id","factor_key");--> statement-breakpoint
CREATE INDEX "carbon_factor_overrides_project_id_factor_key_id_index" ON "carbon_factor_overrides" USING btree ("project_id","factor_key","id");--> statement-breakpoint
CREATE INDEX "carbon_ledger_log_project_id_id_index" ON "carbon_ledger_log" USING btree ("project_id","id");