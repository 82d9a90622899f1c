ALTER TABLE "ad_banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_banners" ADD COLUMN "ends_at" timestamp with time zone;