CREATE TABLE "expense_item_flags" (
	"item_id" integer NOT NULL,
	"flag_item_id" integer NOT NULL,
	CONSTRAINT "expense_item_flags_item_id_flag_item_id_pk" PRIMARY KEY("item_id","flag_item_id")
);
--> statement-breakpoint
CREATE TABLE "expense_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"encoder_id" integer,
	"sheet_id" integer,
	"date" date NOT NULL,
	"type" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_vat" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vat_flag_item_id" integer,
	"vat_rate" numeric(8, 5) DEFAULT '0' NOT NULL,
	"validated" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"department_number" integer,
	"function_number" integer,
	"category_id" integer,
	"cost_center" text DEFAULT '' NOT NULL,
	"sub_category" integer,
	"sub_type" integer,
	"additional_sub_type" integer,
	"co_two_category" integer,
	"payment_type" integer,
	"supplier_id" integer,
	"km" numeric(10, 1),
	"from_location" text DEFAULT '' NOT NULL,
	"to_location" text DEFAULT '' NOT NULL,
	"kg_co_two" numeric(14, 3),
	"co2_factor_key" text,
	"co2_factor_value" numeric(14, 6),
	"co2_factor_unit" text,
	"co2_factor_source" text,
	"is_in_contract" boolean DEFAULT true NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_items_userId_idempotencyKey_unique" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"uploaded_by" integer,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_receipts_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "expense_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"encoder_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"department_number" integer,
	"kind" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"to_refund" boolean DEFAULT true NOT NULL,
	"amount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"submitted_at" timestamp with time zone,
	"level1_by" integer,
	"level1_at" timestamp with time zone,
	"level2_by" integer,
	"level2_at" timestamp with time zone,
	"refusal_comment" text DEFAULT '' NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_vehicles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"number_plate" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"sub_type" integer DEFAULT 0 NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"kg_co_two_per_km" numeric(10, 5),
	"tax_horsepower" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_item_flags" ADD CONSTRAINT "expense_item_flags_item_id_expense_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."expense_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_item_flags" ADD CONSTRAINT "expense_item_flags_flag_item_id_project_flag_items_id_fk" FOREIGN KEY ("flag_item_id") REFERENCES "public"."project_flag_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_encoder_id_users_id_fk" FOREIGN KEY ("encoder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_sheet_id_expense_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."expense_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_vat_flag_item_id_project_flag_items_id_fk" FOREIGN KEY ("vat_flag_item_id") REFERENCES "public"."project_flag_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_item_id_expense_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."expense_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_encoder_id_users_id_fk" FOREIGN KEY ("encoder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_level1_by_users_id_fk" FOREIGN KEY ("level1_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_sheets" ADD CONSTRAINT "expense_sheets_level2_by_users_id_fk" FOREIGN KEY ("level2_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD CONSTRAINT "user_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_items_project_id_user_id_validated_index" ON "expense_items" USING btree ("project_id","user_id","validated");--> statement-breakpoint
CREATE INDEX "expense_items_sheet_id_index" ON "expense_items" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "expense_receipts_item_id_index" ON "expense_receipts" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "expense_sheets_project_id_user_id_status_index" ON "expense_sheets" USING btree ("project_id","user_id","status");--> statement-breakpoint
CREATE INDEX "expense_sheets_project_id_status_department_number_index" ON "expense_sheets" USING btree ("project_id","status","department_number");