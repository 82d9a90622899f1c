-- Trigram indexes answer the word-prefix search on search_text (PostgreSQL ships pg_trgm in
-- contrib; PGlite loads it in db/client.ts). Existing rows get their search_text from the
-- application at start (backfillSearchText), since accent folding is done in code.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "shows_search_text_idx" ON "shows" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vods_search_text_idx" ON "vods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vods_type_year_idx" ON "vods" USING btree ("type","year");