CREATE TABLE "subtitle_files" (
	"subtitle_id" integer PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"vod_id" integer,
	"show_id" integer,
	"slot" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"digest" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_images_one_owner" CHECK (("title_images"."vod_id" is null) <> ("title_images"."show_id" is null))
);
--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "backdrop_image_url" text;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "still_image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "backdrop_image_url" text;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "still_image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subtitle_files" ADD CONSTRAINT "subtitle_files_subtitle_id_vod_subtitles_id_fk" FOREIGN KEY ("subtitle_id") REFERENCES "public"."vod_subtitles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_images" ADD CONSTRAINT "title_images_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_images" ADD CONSTRAINT "title_images_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_images_vod_idx" ON "title_images" USING btree ("vod_id","slot","position");--> statement-breakpoint
CREATE INDEX "title_images_show_idx" ON "title_images" USING btree ("show_id","slot","position");