ALTER TABLE "operators" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_at" timestamp with time zone;