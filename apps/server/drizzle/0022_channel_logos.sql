CREATE TABLE "channel_logos" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"digest" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_logos" ADD CONSTRAINT "channel_logos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;