-- The studio's subscriber search finds a text anywhere in an e-mail, a username or a profile's
-- names, in any letter case: trigram indexes (pg_trgm, migration 0002) on the lowered texts.
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_username_trgm_idx" ON "accounts" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_names_trgm_idx" ON "profiles" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);