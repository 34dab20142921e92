CREATE TABLE "advanced_global_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"filter_name" text NOT NULL,
	"filter_type" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"box" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"category" integer,
	"department" integer,
	"user_department" integer,
	"user_function" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"person_id" integer,
	"supplier_id" integer,
	"status" integer,
	"type" integer,
	"source" integer,
	"co2_type" integer,
	"template_id" integer,
	"review_status" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed" integer,
	"for_forecast_report_only" boolean DEFAULT false NOT NULL,
	"invoiced_to_production" integer,
	"record_limit" integer DEFAULT 100 NOT NULL,
	"record_off_set" integer DEFAULT 0 NOT NULL,
	"per_page" integer DEFAULT 20 NOT NULL,
	"flag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advanced_global_filters" ADD CONSTRAINT "advanced_global_filters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_global_filters" ADD CONSTRAINT "advanced_global_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advanced_global_filters_project_id_user_id_filter_type_index" ON "advanced_global_filters" USING btree ("project_id","user_id","filter_type");--> statement-breakpoint
CREATE UNIQUE INDEX "advanced_global_filters_one_active" ON "advanced_global_filters" USING btree ("project_id","user_id","filter_type") WHERE "advanced_global_filters"."is_active";