CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"purchase_pin_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"uid" text NOT NULL,
	"model" text NOT NULL,
	"app_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"sex" smallint NOT NULL,
	"age" integer,
	"pin_hash" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_genres" (
	"show_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "show_genres_show_id_genre_id_pk" PRIMARY KEY("show_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "show_show_types" (
	"show_id" integer NOT NULL,
	"show_type_id" integer NOT NULL,
	CONSTRAINT "show_show_types_show_id_show_type_id_pk" PRIMARY KEY("show_id","show_type_id")
);
--> statement-breakpoint
CREATE TABLE "show_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "show_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"description" text DEFAULT '' NOT NULL,
	"rating" real,
	"parental_code" text,
	"require_pin" boolean DEFAULT false NOT NULL,
	"censorship_allowed" boolean DEFAULT false NOT NULL,
	"actors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"art_hue" integer DEFAULT 220 NOT NULL,
	"trailer_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"writers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"description" text NOT NULL,
	"period_days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vod_genres" (
	"vod_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "vod_genres_vod_id_genre_id_pk" PRIMARY KEY("vod_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "vod_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vod_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"business_model" text NOT NULL,
	"pricing" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vod_show_types" (
	"vod_id" integer NOT NULL,
	"show_type_id" integer NOT NULL,
	CONSTRAINT "vod_show_types_vod_id_show_type_id_pk" PRIMARY KEY("vod_id","show_type_id")
);
--> statement-breakpoint
CREATE TABLE "vod_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"url" text NOT NULL,
	"drm_license_url" text
);
--> statement-breakpoint
CREATE TABLE "vods" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"description" text DEFAULT '' NOT NULL,
	"rating" real,
	"parental_code" text,
	"require_pin" boolean DEFAULT false NOT NULL,
	"censorship_allowed" boolean DEFAULT false NOT NULL,
	"actors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"art_hue" integer DEFAULT 220 NOT NULL,
	"trailer_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"runtime" integer,
	"show_id" integer,
	"season_id" integer,
	"episode_number" integer
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_genres" ADD CONSTRAINT "show_genres_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_genres" ADD CONSTRAINT "show_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_show_types" ADD CONSTRAINT "show_show_types_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_show_types" ADD CONSTRAINT "show_show_types_show_type_id_show_types_id_fk" FOREIGN KEY ("show_type_id") REFERENCES "public"."show_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_genres" ADD CONSTRAINT "vod_genres_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_genres" ADD CONSTRAINT "vod_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_profiles" ADD CONSTRAINT "vod_profiles_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_show_types" ADD CONSTRAINT "vod_show_types_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_show_types" ADD CONSTRAINT "vod_show_types_show_type_id_show_types_id_fk" FOREIGN KEY ("show_type_id") REFERENCES "public"."show_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_sources" ADD CONSTRAINT "vod_sources_profile_id_vod_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."vod_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_account_uid_idx" ON "devices" USING btree ("account_id","uid");--> statement-breakpoint
CREATE INDEX "profiles_account_idx" ON "profiles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_show_number_idx" ON "seasons" USING btree ("show_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "vod_genres_genre_id_index" ON "vod_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "vod_profiles_vod_idx" ON "vod_profiles" USING btree ("vod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vod_sources_profile_idx" ON "vod_sources" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "vods_type_created_idx" ON "vods" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "vods_season_episode_idx" ON "vods" USING btree ("season_id","episode_number");