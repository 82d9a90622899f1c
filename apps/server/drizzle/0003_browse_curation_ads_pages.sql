CREATE TABLE "ad_banner_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"clicked" boolean NOT NULL,
	"closed" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"box_position" text NOT NULL,
	"title" text NOT NULL,
	"image_path" text NOT NULL,
	"target_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"profile_id" integer,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curated_list_entries" (
	"list_key" text NOT NULL,
	"title_kind" smallint NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "curated_list_entries_list_key_title_kind_title_id_pk" PRIMARY KEY("list_key","title_kind","title_id")
);
--> statement-breakpoint
CREATE TABLE "highlighted_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_url" text NOT NULL,
	"position" integer NOT NULL,
	"model_type" smallint NOT NULL,
	"model_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"vod_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"source" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"vod_id" integer NOT NULL,
	"stopped_time" integer NOT NULL,
	"duration" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_banner_events" ADD CONSTRAINT "ad_banner_events_banner_id_ad_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."ad_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_banner_events" ADD CONSTRAINT "ad_banner_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_plays" ADD CONSTRAINT "title_plays_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_plays" ADD CONSTRAINT "title_plays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_banner_events_banner_idx" ON "ad_banner_events" USING btree ("banner_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ad_banners_box_idx" ON "ad_banners" USING btree ("box_position","position");--> statement-breakpoint
CREATE INDEX "analytics_events_name_received_idx" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "curated_list_entries_order_idx" ON "curated_list_entries" USING btree ("list_key","title_kind","position");--> statement-breakpoint
CREATE INDEX "highlighted_slides_page_idx" ON "highlighted_slides" USING btree ("page_url","position");--> statement-breakpoint
CREATE INDEX "title_plays_recent_idx" ON "title_plays" USING btree ("played_at","vod_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_progress_profile_vod_idx" ON "watch_progress" USING btree ("profile_id","vod_id");--> statement-breakpoint
CREATE INDEX "watch_progress_profile_updated_idx" ON "watch_progress" USING btree ("profile_id","updated_at");--> statement-breakpoint
CREATE INDEX "shows_rating_idx" ON "shows" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vods_type_rating_idx" ON "vods" USING btree ("type","rating" DESC NULLS LAST,"id");