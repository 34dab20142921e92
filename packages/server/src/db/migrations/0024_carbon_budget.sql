CREATE TABLE "carbon_budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"carbon_category" integer NOT NULL,
	"department" integer,
	"planned_kg_co2e" numeric(16, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_budget_lines_projectId_carbonCategory_department_unique" UNIQUE NULLS NOT DISTINCT("project_id","carbon_category","department")
);
--> statement-breakpoint
CREATE TABLE "carbon_forecast_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"planned_kg_co2e" numeric(16, 2) NOT NULL,
	"actual_kg_co2e" numeric(16, 2) NOT NULL,
	"committed_kg_co2e" numeric(16, 2) NOT NULL,
	"forecast_kg_co2e" numeric(16, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "refuse_po_over_carbon_budget" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carbon_budget_lines" ADD CONSTRAINT "carbon_budget_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_budget_lines" ADD CONSTRAINT "carbon_budget_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_forecast_history" ADD CONSTRAINT "carbon_forecast_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_forecast_history_project_id_day_index" ON "carbon_forecast_history" USING btree ("project_id","day");