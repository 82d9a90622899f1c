CREATE TABLE "refund_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "charge_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_outbox_charge_idx" ON "refund_outbox" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_one_pending_idx" ON "rentals" USING btree ("account_id","profile_id") WHERE "rentals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_status" CHECK ("rentals"."status" in ('pending', 'active'));