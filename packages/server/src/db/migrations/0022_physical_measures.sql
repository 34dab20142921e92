ALTER TABLE "expense_items" ADD COLUMN "carbon_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "expense_items" ADD COLUMN "carbon_unit" text;--> statement-breakpoint
ALTER TABLE "expense_items" ADD COLUMN "carbon_factor_key" text;--> statement-breakpoint
ALTER TABLE "po_items" ADD COLUMN "carbon_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "po_items" ADD COLUMN "carbon_unit" text;--> statement-breakpoint
ALTER TABLE "po_items" ADD COLUMN "carbon_factor_key" text;