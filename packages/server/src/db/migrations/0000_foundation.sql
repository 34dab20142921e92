CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"box" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"country_key" text DEFAULT '' NOT NULL,
	"other" text DEFAULT '' NOT NULL,
	"lat" double precision DEFAULT 0 NOT NULL,
	"lng" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"cost_center" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"value" integer NOT NULL,
	"message" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"cost_center" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"category_linked_to_dep" boolean DEFAULT false NOT NULL,
	"for_salary" boolean DEFAULT true NOT NULL,
	"for_expense" boolean DEFAULT true NOT NULL,
	"for_timesheet" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_projectId_value_unique" UNIQUE("project_id","value")
);
--> statement-breakpoint
CREATE TABLE "functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"department_number" integer NOT NULL,
	"value" integer NOT NULL,
	"message" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"short_code" text DEFAULT '' NOT NULL,
	"cost_center" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"category_linked_to_fun" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "functions_projectId_departmentNumber_value_unique" UNIQUE("project_id","department_number","value")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_id" integer NOT NULL,
	"titre" text NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"realisateur" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"invoice_details" text DEFAULT '' NOT NULL,
	"project_type" integer DEFAULT 0 NOT NULL,
	"currency" integer DEFAULT 0 NOT NULL,
	"language" integer DEFAULT 0 NOT NULL,
	"regional_setting" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Brussels' NOT NULL,
	"start_date" date,
	"end_date" date,
	"shooting_start_date" date,
	"wrap_start_date" date,
	"use_expense_invoice" boolean DEFAULT true NOT NULL,
	"use_expense" boolean DEFAULT true NOT NULL,
	"use_purchase_order" boolean DEFAULT true NOT NULL,
	"use_budget" boolean DEFAULT true NOT NULL,
	"use_green" boolean DEFAULT true NOT NULL,
	"address_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"address_id" integer,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_function" text DEFAULT '' NOT NULL,
	"national_registry_number" text DEFAULT '' NOT NULL,
	"vat" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lang_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"form_number" integer NOT NULL,
	"language" text NOT NULL,
	"message" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"to_check" boolean DEFAULT false NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lang_forms_formName_language_formNumber_unique" UNIQUE("form_name","language","form_number")
);
--> statement-breakpoint
CREATE TABLE "lang_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"value" integer NOT NULL,
	"language" text NOT NULL,
	"message" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"param_float" double precision DEFAULT 0 NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"to_check" boolean DEFAULT false NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lang_menus_number_language_value_unique" UNIQUE("number","language","value")
);
--> statement-breakpoint
CREATE TABLE "missing_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"form_number" integer NOT NULL,
	"language" text NOT NULL,
	"message" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_messages_formName_language_formNumber_unique" UNIQUE("form_name","language","form_number")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_project_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"department_number" integer,
	"function_number" integer,
	"reference" text DEFAULT '' NOT NULL,
	"is_prod" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"gate_keeper" boolean DEFAULT false NOT NULL,
	"production_accountant" boolean DEFAULT false NOT NULL,
	"upm" boolean DEFAULT false NOT NULL,
	"line_producer" boolean DEFAULT false NOT NULL,
	"studio" boolean DEFAULT false NOT NULL,
	"can_access_users" boolean DEFAULT false NOT NULL,
	"can_access_budget" boolean DEFAULT false NOT NULL,
	"can_access_my_budget" boolean DEFAULT false NOT NULL,
	"can_access_green_reporting" boolean DEFAULT false NOT NULL,
	"can_access_config" boolean DEFAULT false NOT NULL,
	"can_access_onboarding" boolean DEFAULT false NOT NULL,
	"can_access_crew_list" boolean DEFAULT false NOT NULL,
	"can_validate_i_9" boolean DEFAULT false NOT NULL,
	"can_mark_entry_as_processed" boolean DEFAULT false NOT NULL,
	"can_edit_expense" boolean DEFAULT false NOT NULL,
	"can_edit_po" boolean DEFAULT false NOT NULL,
	"can_delete_after_validation" boolean DEFAULT false NOT NULL,
	"can_lock_budget" boolean DEFAULT false NOT NULL,
	"can_modify_estimated_final_cost" boolean DEFAULT false NOT NULL,
	"can_edit_and_add_code" boolean DEFAULT false NOT NULL,
	"can_manage_documents" boolean DEFAULT false NOT NULL,
	"can_manage_document_package" boolean DEFAULT false NOT NULL,
	"can_manage_call_sheets" boolean DEFAULT false NOT NULL,
	"can_manage_accommodations" boolean DEFAULT false NOT NULL,
	"can_manage_locations" boolean DEFAULT false NOT NULL,
	"can_export_import" boolean DEFAULT false NOT NULL,
	"can_manage_carbon_removal" boolean DEFAULT false NOT NULL,
	"can_manage_tip_of_the_day" boolean DEFAULT false NOT NULL,
	"can_view_department_budget" boolean DEFAULT false NOT NULL,
	"can_manage_crew_list" boolean DEFAULT false NOT NULL,
	"can_view_global_budget" boolean DEFAULT false NOT NULL,
	"can_view_configuration_screen" boolean DEFAULT false NOT NULL,
	"can_view_reporting_screens" boolean DEFAULT false NOT NULL,
	"can_manage_transport" boolean DEFAULT false NOT NULL,
	"can_view_waste_screens" boolean DEFAULT false NOT NULL,
	"can_view_green_table" boolean DEFAULT false NOT NULL,
	"hide_salary_info" boolean DEFAULT false NOT NULL,
	"hide_deal_memo_info" boolean DEFAULT false NOT NULL,
	"can_assign" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_projects_userId_projectId_unique" UNIQUE("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"phone" text,
	"app_language" integer DEFAULT 0 NOT NULL,
	"is_dev" boolean DEFAULT false NOT NULL,
	"is_translator" boolean DEFAULT false NOT NULL,
	"last_project_id" integer,
	"show_wizard" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"department_number" integer NOT NULL,
	"validation_level_ts" integer DEFAULT 0 NOT NULL,
	"validation_level_po" integer DEFAULT 0 NOT NULL,
	"validation_level_exp" integer DEFAULT 0 NOT NULL,
	"validation_level_invoice" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validations_projectId_userId_departmentNumber_unique" UNIQUE("project_id","user_id","department_number")
);
--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functions" ADD CONSTRAINT "functions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functions" ADD CONSTRAINT "functions_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_project_id_user_projects_id_fk" FOREIGN KEY ("user_project_id") REFERENCES "public"."user_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_categories_project_id_index" ON "budget_categories" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_license_id_index" ON "projects" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_index" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_index" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "suppliers_license_id_index" ON "suppliers" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "contracts_user_project_id_index" ON "contracts" USING btree ("user_project_id");--> statement-breakpoint
CREATE INDEX "user_projects_project_id_index" ON "user_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "validations_project_id_department_number_index" ON "validations" USING btree ("project_id","department_number");