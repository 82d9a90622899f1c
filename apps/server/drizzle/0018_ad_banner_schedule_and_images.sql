CREATE TABLE "ad_banner_images" (
	"banner_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"digest" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_banner_images" ADD CONSTRAINT "ad_banner_images_banner_id_ad_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."ad_banners"("id") ON DELETE cascade ON UPDATE no action;