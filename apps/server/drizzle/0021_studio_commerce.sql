ALTER TABLE "rentals" DROP CONSTRAINT "rentals_status";--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_status" CHECK ("rentals"."status" in ('pending', 'active', 'refunded'));