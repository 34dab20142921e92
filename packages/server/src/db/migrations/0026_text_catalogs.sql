CREATE TABLE "text_catalogs" (
	"name" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
