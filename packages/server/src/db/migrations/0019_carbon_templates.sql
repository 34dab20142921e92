CREATE TABLE "carbon_template_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"weekdays_only" boolean DEFAULT false NOT NULL,
	"mode" text NOT NULL,
	"days" integer NOT NULL,
	"entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kg_co2e" numeric(16, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_template_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"carbon_category" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit" text NOT NULL,
	"factor_key" text NOT NULL,
	"department" integer,
	"production_phase" integer
);
--> statement-breakpoint
CREATE TABLE "carbon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carbon_template_applications" ADD CONSTRAINT "carbon_template_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_template_applications" ADD CONSTRAINT "carbon_template_applications_template_id_carbon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."carbon_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_template_applications" ADD CONSTRAINT "carbon_template_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_template_lines" ADD CONSTRAINT "carbon_template_lines_template_id_carbon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."carbon_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_templates" ADD CONSTRAINT "carbon_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_templates" ADD CONSTRAINT "carbon_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carbon_template_applications_project_id_template_id_id_index" ON "carbon_template_applications" USING btree ("project_id","template_id","id");--> statement-breakpoint
CREATE INDEX "carbon_template_lines_template_id_position_index" ON "carbon_template_lines" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_templates_project_id_name_index" ON "carbon_templates" USING btree ("project_id","name");