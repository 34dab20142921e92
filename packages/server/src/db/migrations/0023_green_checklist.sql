CREATE TABLE "checklist_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"question_form_id" smallint NOT NULL,
	"answer" smallint NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"supplier_id" integer,
	"explanation" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"question_form_id" smallint NOT NULL,
	"kind" text NOT NULL,
	"carbon_entry_id" integer,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_evidence" ADD CONSTRAINT "checklist_evidence_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_evidence" ADD CONSTRAINT "checklist_evidence_carbon_entry_id_carbon_entries_id_fk" FOREIGN KEY ("carbon_entry_id") REFERENCES "public"."carbon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_evidence" ADD CONSTRAINT "checklist_evidence_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_answers_question_unique" ON "checklist_answers" USING btree ("project_id","question_form_id");--> statement-breakpoint
CREATE INDEX "checklist_evidence_question" ON "checklist_evidence" USING btree ("project_id","question_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_evidence_entry_unique" ON "checklist_evidence" USING btree ("project_id","question_form_id","carbon_entry_id");