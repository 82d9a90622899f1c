CREATE TABLE "channel_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_channels" (
	"account_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_channels_account_id_channel_id_pk" PRIMARY KEY("account_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "vod_profiles" ALTER COLUMN "vod_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "vod_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_profiles" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "require_pin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "screenshot_url" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "live_assets" text[];--> statement-breakpoint
ALTER TABLE "channel_plays" ADD CONSTRAINT "channel_plays_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_plays" ADD CONSTRAINT "channel_plays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_channels" ADD CONSTRAINT "favourite_channels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_channels" ADD CONSTRAINT "favourite_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_plays_recent_idx" ON "channel_plays" USING btree ("played_at","channel_id","account_id");--> statement-breakpoint
ALTER TABLE "vod_profiles" ADD CONSTRAINT "vod_profiles_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vod_profiles_channel_idx" ON "vod_profiles" USING btree ("channel_id");--> statement-breakpoint
ALTER TABLE "vod_profiles" ADD CONSTRAINT "vod_profiles_one_owner" CHECK (("vod_profiles"."vod_id" is null) <> ("vod_profiles"."channel_id" is null));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_one_item" CHECK (("rentals"."vod_id" is null) <> ("rentals"."channel_id" is null));