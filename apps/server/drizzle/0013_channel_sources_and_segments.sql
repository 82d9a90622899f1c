CREATE TABLE "channel_segments" (
	"channel_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"file" text NOT NULL,
	"map_file" text,
	"discontinuity" boolean DEFAULT false NOT NULL,
	"discontinuity_sequence" integer DEFAULT 0 NOT NULL,
	"bytes" integer NOT NULL,
	"source" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_segments_channel_id_sequence_pk" PRIMARY KEY("channel_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "channel_sources" (
	"channel_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "channel_sources_channel_id_position_pk" PRIMARY KEY("channel_id","position")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "catchup_mode" text;--> statement-breakpoint
ALTER TABLE "channel_segments" ADD CONSTRAINT "channel_segments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_sources" ADD CONSTRAINT "channel_sources_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_segments_time_idx" ON "channel_segments" USING btree ("channel_id","starts_at");