CREATE TABLE "media_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sidecars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"vod_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"speed" real,
	"seconds_left" real,
	"error_code" text,
	"error_message" text,
	"lease_until" timestamp with time zone,
	"published_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "media_jobs_state" CHECK ("media_jobs"."state" in ('queued', 'running', 'published', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "vod_sources" ADD COLUMN "thumbnails_url" text;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "poster_url" text;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "backdrop_url" text;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_jobs_state_idx" ON "media_jobs" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_jobs_active_source_idx" ON "media_jobs" USING btree ("source") WHERE "media_jobs"."state" in ('queued', 'running');