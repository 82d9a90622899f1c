CREATE TABLE "channel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	CONSTRAINT "channel_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "channel_category_links" (
	"channel_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "channel_category_links_channel_id_category_id_pk" PRIMARY KEY("channel_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"tvg_id" text,
	"title" text NOT NULL,
	"channel_number" integer NOT NULL,
	"logo_url" text,
	"stream_url" text,
	"catchup_enabled" boolean DEFAULT false NOT NULL,
	"catchup_days" integer DEFAULT 0 NOT NULL,
	"catchup_source" text,
	"tvg_shift_minutes" integer DEFAULT 0 NOT NULL,
	"parental_code" text,
	"censorship_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_tvg_id_unique" UNIQUE("tvg_id")
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"stop" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"icon_url" text,
	"episode" text,
	CONSTRAINT "programmes_channel_start_unique" UNIQUE("channel_id","start")
);
--> statement-breakpoint
ALTER TABLE "channel_categories" ADD CONSTRAINT "channel_categories_parent_id_channel_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channel_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_category_links" ADD CONSTRAINT "channel_category_links_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_category_links" ADD CONSTRAINT "channel_category_links_category_id_channel_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."channel_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programmes_channel_start_idx" ON "programmes" USING btree ("channel_id","start");--> statement-breakpoint
CREATE INDEX "programmes_start_stop_idx" ON "programmes" USING btree ("start","stop");