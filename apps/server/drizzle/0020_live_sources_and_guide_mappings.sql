CREATE TABLE "guide_channel_mappings" (
	"guide_id" text PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_channels" (
	"source_id" integer NOT NULL,
	"guide_id" text NOT NULL,
	"names" text[] NOT NULL,
	"programmes" integer NOT NULL,
	"channel_id" integer,
	CONSTRAINT "guide_channels_source_id_guide_id_pk" PRIMARY KEY("source_id","guide_id")
);
--> statement-breakpoint
CREATE TABLE "live_source_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"ok" boolean NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"file" "bytea",
	"refresh_hours" integer,
	"next_refresh_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_channel_mappings" ADD CONSTRAINT "guide_channel_mappings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_channels" ADD CONSTRAINT "guide_channels_source_id_live_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."live_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_channels" ADD CONSTRAINT "guide_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_source_imports" ADD CONSTRAINT "live_source_imports_source_id_live_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."live_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_source_imports_source_idx" ON "live_source_imports" USING btree ("source_id","started_at");