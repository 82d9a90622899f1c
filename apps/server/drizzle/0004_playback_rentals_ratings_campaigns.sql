CREATE TABLE "play_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"profile_id" integer,
	"record_model" text NOT NULL,
	"model_id" integer NOT NULL,
	"model_type" smallint NOT NULL,
	"buffer" boolean NOT NULL,
	"crash" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"vod_id" integer,
	"show_id" integer,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_one_title" CHECK (("ratings"."vod_id" is null) <> ("ratings"."show_id" is null)),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"vod_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"duration_days" integer,
	"price_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"payment_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_campaign_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"vod_id" integer,
	"show_id" integer,
	CONSTRAINT "video_campaign_targets_one" CHECK (("video_campaign_targets"."vod_id" is null) <> ("video_campaign_targets"."show_id" is null))
);
--> statement-breakpoint
CREATE TABLE "video_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"play_rules" smallint NOT NULL,
	"mid_roll_time" integer,
	"display_duration" integer NOT NULL,
	"video_url" text NOT NULL,
	"all_titles" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_campaigns_play_rules" CHECK ("video_campaigns"."play_rules" in (1, 2, 3)),
	CONSTRAINT "video_campaigns_mid_roll_time" CHECK (("video_campaigns"."play_rules" = 3) = ("video_campaigns"."mid_roll_time" is not null)),
	CONSTRAINT "video_campaigns_display_duration" CHECK ("video_campaigns"."display_duration" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "rate_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "rate_stars_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "rate_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "rate_stars_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "play_issues" ADD CONSTRAINT "play_issues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_issues" ADD CONSTRAINT "play_issues_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_profile_id_vod_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."vod_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_campaign_targets" ADD CONSTRAINT "video_campaign_targets_campaign_id_video_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."video_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_campaign_targets" ADD CONSTRAINT "video_campaign_targets_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_campaign_targets" ADD CONSTRAINT "video_campaign_targets_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_issues_occurred_idx" ON "play_issues" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_account_vod_idx" ON "ratings" USING btree ("account_id","vod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_account_show_idx" ON "ratings" USING btree ("account_id","show_id");--> statement-breakpoint
CREATE INDEX "rentals_account_profile_idx" ON "rentals" USING btree ("account_id","profile_id");--> statement-breakpoint
CREATE INDEX "video_campaign_targets_vod_idx" ON "video_campaign_targets" USING btree ("vod_id");--> statement-breakpoint
CREATE INDEX "video_campaign_targets_show_idx" ON "video_campaign_targets" USING btree ("show_id");