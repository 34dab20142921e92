DROP INDEX "budget_efc_history_project_id_category_id_index";--> statement-breakpoint
ALTER TABLE "budget_efc" ADD COLUMN "department_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_efc_history" ADD COLUMN "department_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_efc" DROP CONSTRAINT "budget_efc_project_id_category_id_pk";--> statement-breakpoint
ALTER TABLE "budget_efc" ADD CONSTRAINT "budget_efc_project_id_department_number_category_id_pk" PRIMARY KEY("project_id","department_number","category_id");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "refuse_po_over_budget" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "budget_efc_history_project_id_department_number_category_id_index" ON "budget_efc_history" USING btree ("project_id","department_number","category_id");
