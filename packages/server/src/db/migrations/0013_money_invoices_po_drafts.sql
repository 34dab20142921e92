ALTER TABLE "purchase_orders" ALTER COLUMN "po_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "po_reference" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "max_amount_per_item" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_projectId_invoiceNumber_unique" UNIQUE("project_id","invoice_number");