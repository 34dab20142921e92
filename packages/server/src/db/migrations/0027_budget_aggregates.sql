CREATE TABLE "budget_aggregates" (
	"project_id" integer NOT NULL,
	"department_number" integer,
	"category_id" integer,
	"actual_cents" bigint DEFAULT 0 NOT NULL,
	"actual_rows" integer DEFAULT 0 NOT NULL,
	"po_cents" bigint DEFAULT 0 NOT NULL,
	"po_rows" integer DEFAULT 0 NOT NULL,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"pending_rows" integer DEFAULT 0 NOT NULL,
	"kg_cents" bigint DEFAULT 0 NOT NULL,
	"kg_pending_cents" bigint DEFAULT 0 NOT NULL,
	"kg_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_aggregates_node" UNIQUE NULLS NOT DISTINCT("project_id","department_number","category_id")
);
--> statement-breakpoint
ALTER TABLE "budget_aggregates" ADD CONSTRAINT "budget_aggregates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;