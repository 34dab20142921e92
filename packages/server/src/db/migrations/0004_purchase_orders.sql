CREATE TABLE "po_item_flags" (
	"item_id" integer NOT NULL,
	"flag_item_id" integer NOT NULL,
	CONSTRAINT "po_item_flags_item_id_flag_item_id_pk" PRIMARY KEY("item_id","flag_item_id")
);
--> statement-breakpoint
CREATE TABLE "po_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"po_id" integer NOT NULL,
	"encoder_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"category_id" integer,
	"cost_center" text DEFAULT '' NOT NULL,
	"vat_flag_item_id" integer,
	"vat_rate" numeric(7, 3) DEFAULT '0' NOT NULL,
	"price" numeric(16, 4) NOT NULL,
	"price_vat" numeric(16, 4) NOT NULL,
	"price_total" numeric(14, 2) NOT NULL,
	"vat_total" numeric(14, 2) NOT NULL,
	"price_vat_total" numeric(14, 2) NOT NULL,
	"remaining_amount" numeric(14, 2) NOT NULL,
	"currency" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"encoder_id" integer,
	"po_number" integer NOT NULL,
	"po_reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"department_number" integer,
	"function_number" integer,
	"supplier_id" integer,
	"request_date" date NOT NULL,
	"delivery_date" date,
	"delivery_address" text DEFAULT '' NOT NULL,
	"invoiced_to_production" boolean DEFAULT false NOT NULL,
	"not_detailed" boolean DEFAULT false NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"currency" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_vat" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"expense_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"consumed" boolean DEFAULT false NOT NULL,
	"is_in_contract" boolean DEFAULT true NOT NULL,
	"sent_at" timestamp with time zone,
	"la_validated_id" integer,
	"la_validated_when" timestamp with time zone,
	"lb_validated_id" integer,
	"lb_validated_when" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_projectId_poNumber_unique" UNIQUE("project_id","po_number")
);
--> statement-breakpoint
ALTER TABLE "expense_items" ADD COLUMN "po_item_id" integer;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD COLUMN "po_id" integer;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "po_item_flags" ADD CONSTRAINT "po_item_flags_item_id_po_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."po_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_item_flags" ADD CONSTRAINT "po_item_flags_flag_item_id_project_flag_items_id_fk" FOREIGN KEY ("flag_item_id") REFERENCES "public"."project_flag_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_encoder_id_users_id_fk" FOREIGN KEY ("encoder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_vat_flag_item_id_project_flag_items_id_fk" FOREIGN KEY ("vat_flag_item_id") REFERENCES "public"."project_flag_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_encoder_id_users_id_fk" FOREIGN KEY ("encoder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_la_validated_id_users_id_fk" FOREIGN KEY ("la_validated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_lb_validated_id_users_id_fk" FOREIGN KEY ("lb_validated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_items_po_id_index" ON "po_items" USING btree ("po_id");--> statement-breakpoint
CREATE INDEX "po_items_project_id_category_id_index" ON "po_items" USING btree ("project_id","category_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_id_user_id_status_index" ON "purchase_orders" USING btree ("project_id","user_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_id_department_number_status_index" ON "purchase_orders" USING btree ("project_id","department_number","status");--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_po_item_id_po_items_id_fk" FOREIGN KEY ("po_item_id") REFERENCES "public"."po_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;