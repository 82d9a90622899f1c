CREATE TABLE "vod_subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vod_id" integer NOT NULL,
	"locale" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "vod_subtitles_locale" CHECK ("vod_subtitles"."locale" <> ''),
	CONSTRAINT "vod_subtitles_url" CHECK ("vod_subtitles"."url" <> '')
);
--> statement-breakpoint
ALTER TABLE "vod_subtitles" ADD CONSTRAINT "vod_subtitles_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vod_subtitles_vod_locale_idx" ON "vod_subtitles" USING btree ("vod_id","locale");