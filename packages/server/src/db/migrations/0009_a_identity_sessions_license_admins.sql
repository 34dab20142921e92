CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "license_admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"actor_user_id" integer,
	"change" text DEFAULT 'licenseAdmin' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_admins" (
	"license_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_admins_license_id_user_id_pk" PRIMARY KEY("license_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_admin_audit" ADD CONSTRAINT "license_admin_audit_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_admin_audit" ADD CONSTRAINT "license_admin_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_admin_audit" ADD CONSTRAINT "license_admin_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_admins" ADD CONSTRAINT "license_admins_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_admins" ADD CONSTRAINT "license_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_admins" ADD CONSTRAINT "license_admins_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_id_index" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "license_admin_audit_license_id_at_index" ON "license_admin_audit" USING btree ("license_id","at");--> statement-breakpoint
CREATE INDEX "license_admins_user_id_index" ON "license_admins" USING btree ("user_id");--> statement-breakpoint
-- Hand-written backfill (issue 12 item 2): who administers a license today is whoever administers every one of its projects.
INSERT INTO "license_admins" ("license_id", "user_id")
SELECT p."license_id", up."user_id" FROM "user_projects" up JOIN "projects" p ON p."id" = up."project_id"
WHERE up."is_admin"
GROUP BY p."license_id", up."user_id"
HAVING count(*) = (SELECT count(*) FROM "projects" p2 WHERE p2."license_id" = p."license_id");--> statement-breakpoint
INSERT INTO "license_admin_audit" ("license_id", "target_user_id", "actor_user_id", "change", "before", "after")
SELECT "license_id", "user_id", NULL, 'licenseAdmin', 'false'::jsonb, 'true'::jsonb FROM "license_admins";
