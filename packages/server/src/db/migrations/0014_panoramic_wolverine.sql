ALTER TABLE "purchase_orders" ALTER COLUMN "po_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "po_reference" SET DEFAULT '';