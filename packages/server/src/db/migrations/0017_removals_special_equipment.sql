CREATE TABLE "carbon_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"project" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"kg_co2e" numeric(16, 3) NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"standard" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"vintage_year" integer,
	"price" numeric(12, 2),
	"currency" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"certificate_key" text,
	"certificate_name" text,
	"certificate_type" text,
	"certificate_size" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"department" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"days" integer,
	"energy_mode" text NOT NULL,
	"fuel" text,
	"litres" numeric(11, 2),
	"kwh" numeric(11, 2),
	"country" text DEFAULT '' NOT NULL,
	"hours" numeric(8, 2),
	"litres_per_hour" numeric(8, 3),
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carbon_removals" ADD CONSTRAINT "carbon_removals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_removals" ADD CONSTRAINT "carbon_removals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_equipment" ADD CONSTRAINT "special_equipment_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_equipment" ADD CONSTRAINT "special_equipment_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carbon_removals_project_idx" ON "carbon_removals" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "special_equipment_project_idx" ON "special_equipment" USING btree ("project_id","start_date");