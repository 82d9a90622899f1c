CREATE TABLE "request_counters" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"requests" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_counters_scope_key_hash_pk" PRIMARY KEY("scope","key_hash")
);
--> statement-breakpoint
CREATE INDEX "request_counters_window_idx" ON "request_counters" USING btree ("window_started_at");