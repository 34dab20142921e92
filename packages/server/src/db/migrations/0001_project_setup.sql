CREATE TABLE "project_flag_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"flag_id" integer NOT NULL,
	"type" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"factor" numeric(18, 6) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_flag_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"flag_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"short" text DEFAULT '' NOT NULL,
	"factor" numeric(18, 6) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"allowance_rate" numeric(18, 6) DEFAULT '0' NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"category" integer,
	"cost_center" text DEFAULT '' NOT NULL,
	"digital_submission" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"for_screen" integer DEFAULT 0 NOT NULL,
	"field_type" integer DEFAULT 0 NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"js_formula" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"flag_id" integer DEFAULT 0 NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"short" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"green_flag" boolean DEFAULT false NOT NULL,
	"mandatory_flag" boolean DEFAULT false NOT NULL,
	"custom_export_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_project_id" integer PRIMARY KEY NOT NULL,
	"hidden_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favourite_flag_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"function_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_field_options" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"use_personal_number" boolean DEFAULT false NOT NULL,
	"mandatory_personal_number" boolean DEFAULT false NOT NULL,
	"use_email" boolean DEFAULT false NOT NULL,
	"mandatory_email" boolean DEFAULT false NOT NULL,
	"use_phone" boolean DEFAULT false NOT NULL,
	"mandatory_phone" boolean DEFAULT false NOT NULL,
	"use_names" boolean DEFAULT false NOT NULL,
	"mandatory_names" boolean DEFAULT false NOT NULL,
	"use_nationality" boolean DEFAULT false NOT NULL,
	"mandatory_nationality" boolean DEFAULT false NOT NULL,
	"use_language" boolean DEFAULT false NOT NULL,
	"mandatory_language" boolean DEFAULT false NOT NULL,
	"use_birth_date" boolean DEFAULT false NOT NULL,
	"mandatory_birth_date" boolean DEFAULT false NOT NULL,
	"use_birth_place" boolean DEFAULT false NOT NULL,
	"mandatory_birth_place" boolean DEFAULT false NOT NULL,
	"use_gender" boolean DEFAULT false NOT NULL,
	"mandatory_gender" boolean DEFAULT false NOT NULL,
	"use_picture" boolean DEFAULT false NOT NULL,
	"mandatory_picture" boolean DEFAULT false NOT NULL,
	"use_social_security_number" boolean DEFAULT false NOT NULL,
	"mandatory_social_security_number" boolean DEFAULT false NOT NULL,
	"use_id_card_number" boolean DEFAULT false NOT NULL,
	"mandatory_id_card_number" boolean DEFAULT false NOT NULL,
	"use_id_card_expiry" boolean DEFAULT false NOT NULL,
	"mandatory_id_card_expiry" boolean DEFAULT false NOT NULL,
	"use_id_card_front_picture" boolean DEFAULT false NOT NULL,
	"mandatory_id_card_front_picture" boolean DEFAULT false NOT NULL,
	"use_id_card_back_picture" boolean DEFAULT false NOT NULL,
	"mandatory_id_card_back_picture" boolean DEFAULT false NOT NULL,
	"use_driver_licence_number" boolean DEFAULT false NOT NULL,
	"mandatory_driver_licence_number" boolean DEFAULT false NOT NULL,
	"use_driver_licence_expiry" boolean DEFAULT false NOT NULL,
	"mandatory_driver_licence_expiry" boolean DEFAULT false NOT NULL,
	"use_driver_licence_front_picture" boolean DEFAULT false NOT NULL,
	"mandatory_driver_licence_front_picture" boolean DEFAULT false NOT NULL,
	"use_driver_licence_back_picture" boolean DEFAULT false NOT NULL,
	"mandatory_driver_licence_back_picture" boolean DEFAULT false NOT NULL,
	"use_signature" boolean DEFAULT false NOT NULL,
	"mandatory_signature" boolean DEFAULT false NOT NULL,
	"use_bank_account" boolean DEFAULT false NOT NULL,
	"mandatory_bank_account" boolean DEFAULT false NOT NULL,
	"use_second_bank_account" boolean DEFAULT false NOT NULL,
	"mandatory_second_bank_account" boolean DEFAULT false NOT NULL,
	"use_street" boolean DEFAULT false NOT NULL,
	"mandatory_street" boolean DEFAULT false NOT NULL,
	"use_street_number" boolean DEFAULT false NOT NULL,
	"mandatory_street_number" boolean DEFAULT false NOT NULL,
	"use_box" boolean DEFAULT false NOT NULL,
	"mandatory_box" boolean DEFAULT false NOT NULL,
	"use_zip" boolean DEFAULT false NOT NULL,
	"mandatory_zip" boolean DEFAULT false NOT NULL,
	"use_city" boolean DEFAULT false NOT NULL,
	"mandatory_city" boolean DEFAULT false NOT NULL,
	"use_state" boolean DEFAULT false NOT NULL,
	"mandatory_state" boolean DEFAULT false NOT NULL,
	"use_country" boolean DEFAULT false NOT NULL,
	"mandatory_country" boolean DEFAULT false NOT NULL,
	"use_civil_status" boolean DEFAULT false NOT NULL,
	"mandatory_civil_status" boolean DEFAULT false NOT NULL,
	"use_spouse_data" boolean DEFAULT false NOT NULL,
	"mandatory_spouse_data" boolean DEFAULT false NOT NULL,
	"use_dependants_data" boolean DEFAULT false NOT NULL,
	"mandatory_dependants_data" boolean DEFAULT false NOT NULL,
	"use_emergency_contact" boolean DEFAULT false NOT NULL,
	"mandatory_emergency_contact" boolean DEFAULT false NOT NULL,
	"use_taxes" boolean DEFAULT false NOT NULL,
	"mandatory_taxes" boolean DEFAULT false NOT NULL,
	"use_allergies" boolean DEFAULT false NOT NULL,
	"mandatory_allergies" boolean DEFAULT false NOT NULL,
	"use_sizes" boolean DEFAULT false NOT NULL,
	"mandatory_sizes" boolean DEFAULT false NOT NULL,
	"use_vehicle" boolean DEFAULT false NOT NULL,
	"mandatory_vehicle" boolean DEFAULT false NOT NULL,
	"use_carbon_data" boolean DEFAULT false NOT NULL,
	"mandatory_carbon_data" boolean DEFAULT false NOT NULL,
	"use_loyalty_cards" boolean DEFAULT false NOT NULL,
	"mandatory_loyalty_cards" boolean DEFAULT false NOT NULL,
	"use_residence_permit" boolean DEFAULT false NOT NULL,
	"mandatory_residence_permit" boolean DEFAULT false NOT NULL,
	"use_work_card" boolean DEFAULT false NOT NULL,
	"mandatory_work_card" boolean DEFAULT false NOT NULL,
	"use_disability" boolean DEFAULT false NOT NULL,
	"mandatory_disability" boolean DEFAULT false NOT NULL,
	"use_medical_visit" boolean DEFAULT false NOT NULL,
	"mandatory_medical_visit" boolean DEFAULT false NOT NULL,
	"show_my_email_in_crew_list" boolean DEFAULT false NOT NULL,
	"show_my_phone_in_crew_list" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_legal_entities" (
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	CONSTRAINT "project_legal_entities_project_id_supplier_id_pk" PRIMARY KEY("project_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"currency" integer DEFAULT 0 NOT NULL,
	"exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_address_id_addresses_id_fk";
--> statement-breakpoint
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_address_id_addresses_id_fk";
--> statement-breakpoint
DROP INDEX "suppliers_license_id_index";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "license_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "import_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "radio_channel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "distance_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "song_music" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "co_producers" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "carbon_model" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "green_reporting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "support_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "master_project_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "end_trial_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "num_episode" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "film_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shooting_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "production_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "production_method" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "main_broadcast_mode" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hod_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manager_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_order_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_offer_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_offer_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_invoice_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_invoice_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_po_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_po_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "max_expense_items_per_sheet" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "analytic_period_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payroll_interface" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ocr_provider" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contract_hourly_rate_precision" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cardboard_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "paper_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plastic_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "general_waste_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "food_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "glass_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "paint_special_waste_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plastic_destruction_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "wood_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "steel_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_overtime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_night_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_sixth_seventh_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_sunday_rate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_lunch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_per_diem" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_timesheet" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_document" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_call_sheet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_accommodation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_green_supplier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_task" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_planning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_ocr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_carbon_template" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_carbon_removal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_waste" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_reporting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_finance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "use_export_import" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hide_salary_info" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hide_deal_memo_info" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "mandatory_expense_receipt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "mandatory_invoice_receipt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "mandatory_category_expense" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "allow_timesheet_outside_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "allow_expense_outside_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "allow_po_outside_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "large_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "large_account_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "digital_certified_expense" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cc_share_reporting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "company_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "urssaf_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "naf_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "health_service" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_flag_entities" ADD CONSTRAINT "project_flag_entities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_flag_entities" ADD CONSTRAINT "project_flag_entities_flag_id_project_flag_items_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."project_flag_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_flag_items" ADD CONSTRAINT "project_flag_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_flag_items" ADD CONSTRAINT "project_flag_items_flag_id_project_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."project_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_flag_items" ADD CONSTRAINT "project_flag_items_category_budget_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_flags" ADD CONSTRAINT "project_flags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_codes" ADD CONSTRAINT "pay_codes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_project_id_user_projects_id_fk" FOREIGN KEY ("user_project_id") REFERENCES "public"."user_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_field_options" ADD CONSTRAINT "project_field_options_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_legal_entities" ADD CONSTRAINT "project_legal_entities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_legal_entities" ADD CONSTRAINT "project_legal_entities_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_accounts" ADD CONSTRAINT "supplier_bank_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_flag_entities_project_id_type_entity_id_index" ON "project_flag_entities" USING btree ("project_id","type","entity_id");--> statement-breakpoint
CREATE INDEX "project_flag_entities_flag_id_index" ON "project_flag_entities" USING btree ("flag_id");--> statement-breakpoint
CREATE INDEX "project_flag_items_project_id_index" ON "project_flag_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_flag_items_flag_id_index" ON "project_flag_items" USING btree ("flag_id");--> statement-breakpoint
CREATE INDEX "project_flags_project_id_type_index" ON "project_flags" USING btree ("project_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_codes_license_code_unique" ON "pay_codes" USING btree ("license_id",lower("code"));--> statement-breakpoint
CREATE INDEX "pay_codes_license_id_index" ON "pay_codes" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "project_legal_entities_supplier_id_index" ON "project_legal_entities" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_bank_accounts_supplier_id_index" ON "supplier_bank_accounts" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_license_id_index" ON "addresses" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "suppliers_license_id_search_name_index" ON "suppliers" USING btree ("license_id","search_name");--> statement-breakpoint
CREATE INDEX "suppliers_license_id_vat_index" ON "suppliers" USING btree ("license_id","vat");--> statement-breakpoint
CREATE INDEX "suppliers_license_id_iban_index" ON "suppliers" USING btree ("license_id","iban");