CREATE TABLE "location_computer_equipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" integer,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"type1" integer DEFAULT 0 NOT NULL,
	"kind" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"set_name" text DEFAULT '' NOT NULL,
	"set_name1" text DEFAULT '' NOT NULL,
	"set_name2" text DEFAULT '' NOT NULL,
	"set_name3" text DEFAULT '' NOT NULL,
	"script_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"main_characteristic" text DEFAULT '' NOT NULL,
	"found_on" date,
	"client_id" integer,
	"google_map_link" text DEFAULT '' NOT NULL,
	"parking_permit" boolean DEFAULT false NOT NULL,
	"toilets" boolean DEFAULT false NOT NULL,
	"trash" boolean DEFAULT false NOT NULL,
	"fire_extinguisher" boolean DEFAULT false NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"address_id1" integer,
	"address_id2" integer,
	"address_id3" integer,
	"address_id4" integer,
	"address_id5" integer,
	"address_id6" integer,
	"address_id7" integer,
	"address_id8" integer,
	"address_id9" integer,
	"address_id10" integer,
	"address_id11" integer,
	"address_id12" integer,
	"address_id13" integer,
	"address_id14" integer,
	"get_in_date" date,
	"get_out_date" date,
	"shooting_start_date" date,
	"shooting_end_date" date,
	"surface" numeric(11, 2),
	"filming_area" numeric(11, 2),
	"surface_area_of_fixtures" numeric(11, 2),
	"tot_nb_of_days_occupation" integer DEFAULT 0 NOT NULL,
	"tot_nb_of_man_days" integer DEFAULT 0 NOT NULL,
	"owner_supplier_id" integer,
	"day_rate_fee" numeric(12, 2),
	"day_rate_setting_up_fee" numeric(12, 2),
	"down_paiement" numeric(12, 2),
	"total" numeric(12, 2),
	"paiement_type" integer DEFAULT 0 NOT NULL,
	"elec_supplier_id" integer,
	"gas_supplier_id" integer,
	"water_supplier_id" integer,
	"green_energy_supplier" boolean DEFAULT false NOT NULL,
	"electricity_meter_start" numeric(12, 3),
	"electricity_meter_end" numeric(12, 3),
	"gas_meter_start" numeric(12, 3),
	"gas_meter_end" numeric(12, 3),
	"water_meter_start" numeric(12, 3),
	"water_meter_end" numeric(12, 3),
	"generator_fuel_type" text,
	"generator_volume" numeric(11, 2),
	"volume_total_fuel_oil" numeric(11, 2),
	"nb_of_air_conditioners" integer DEFAULT 0 NOT NULL,
	"sorted_waste" boolean DEFAULT false NOT NULL,
	"recycled_paper" boolean DEFAULT false NOT NULL,
	"number_of_picture" integer DEFAULT 0 NOT NULL,
	"image_name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_computer_equipments" ADD CONSTRAINT "location_computer_equipments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_files" ADD CONSTRAINT "location_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_files" ADD CONSTRAINT "location_files_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_files" ADD CONSTRAINT "location_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id1_addresses_id_fk" FOREIGN KEY ("address_id1") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id2_addresses_id_fk" FOREIGN KEY ("address_id2") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id3_addresses_id_fk" FOREIGN KEY ("address_id3") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id4_addresses_id_fk" FOREIGN KEY ("address_id4") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id5_addresses_id_fk" FOREIGN KEY ("address_id5") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id6_addresses_id_fk" FOREIGN KEY ("address_id6") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id7_addresses_id_fk" FOREIGN KEY ("address_id7") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id8_addresses_id_fk" FOREIGN KEY ("address_id8") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id9_addresses_id_fk" FOREIGN KEY ("address_id9") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id10_addresses_id_fk" FOREIGN KEY ("address_id10") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id11_addresses_id_fk" FOREIGN KEY ("address_id11") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id12_addresses_id_fk" FOREIGN KEY ("address_id12") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id13_addresses_id_fk" FOREIGN KEY ("address_id13") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_address_id14_addresses_id_fk" FOREIGN KEY ("address_id14") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_owner_supplier_id_suppliers_id_fk" FOREIGN KEY ("owner_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_elec_supplier_id_suppliers_id_fk" FOREIGN KEY ("elec_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_gas_supplier_id_suppliers_id_fk" FOREIGN KEY ("gas_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_water_supplier_id_suppliers_id_fk" FOREIGN KEY ("water_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_computer_equipments_location_id_index" ON "location_computer_equipments" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_files_location_id_index" ON "location_files" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_files_project_id_index" ON "location_files" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "locations_project_id_type_status_index" ON "locations" USING btree ("project_id","type","status");