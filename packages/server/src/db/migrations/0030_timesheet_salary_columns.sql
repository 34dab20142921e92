ALTER TABLE "budget_aggregates" ADD COLUMN "salary_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_aggregates" ADD COLUMN "salary_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_projects" ADD COLUMN "commute_km" numeric(8, 2);