-- Ratings, favourite channels and reminders were an account's; each becomes its default profile's.
CREATE TABLE "my_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"vod_id" integer,
	"show_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_list_one_title" CHECK (("my_list"."vod_id" is null) <> ("my_list"."show_id" is null))
);
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_account_programme_unique";--> statement-breakpoint
DROP INDEX "ratings_account_vod_idx";--> statement-breakpoint
DROP INDEX "ratings_account_show_idx";--> statement-breakpoint
ALTER TABLE "favourite_channels" DROP CONSTRAINT "favourite_channels_account_id_channel_id_pk";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_kids" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "maturity_ceiling" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "auto_remove_watched" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "markers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "markers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "ratings" SET "profile_id" = (SELECT "p"."id" FROM "profiles" "p" WHERE "p"."account_id" = "ratings"."account_id" ORDER BY "p"."is_default" DESC, "p"."id" LIMIT 1);--> statement-breakpoint
DELETE FROM "ratings" WHERE "profile_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_channels" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "favourite_channels" SET "profile_id" = (SELECT "p"."id" FROM "profiles" "p" WHERE "p"."account_id" = "favourite_channels"."account_id" ORDER BY "p"."is_default" DESC, "p"."id" LIMIT 1);--> statement-breakpoint
DELETE FROM "favourite_channels" WHERE "profile_id" IS NULL;--> statement-breakpoint
ALTER TABLE "favourite_channels" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "reminders" SET "profile_id" = (SELECT "p"."id" FROM "profiles" "p" WHERE "p"."account_id" = "reminders"."account_id" ORDER BY "p"."is_default" DESC, "p"."id" LIMIT 1);--> statement-breakpoint
DELETE FROM "reminders" WHERE "profile_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_channels" ADD CONSTRAINT "favourite_channels_profile_id_channel_id_pk" PRIMARY KEY("profile_id","channel_id");--> statement-breakpoint
ALTER TABLE "my_list" ADD CONSTRAINT "my_list_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_list" ADD CONSTRAINT "my_list_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_list" ADD CONSTRAINT "my_list_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_list" ADD CONSTRAINT "my_list_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "my_list_profile_vod_idx" ON "my_list" USING btree ("profile_id","vod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_list_profile_show_idx" ON "my_list" USING btree ("profile_id","show_id");--> statement-breakpoint
CREATE INDEX "my_list_profile_created_idx" ON "my_list" USING btree ("profile_id","created_at");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_channels" ADD CONSTRAINT "favourite_channels_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_profile_vod_idx" ON "ratings" USING btree ("profile_id","vod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_profile_show_idx" ON "ratings" USING btree ("profile_id","show_id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_profile_programme_unique" UNIQUE("profile_id","programme_id");