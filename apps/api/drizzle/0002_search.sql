-- Written by hand (drizzle-kit cannot express these): trigram indexes for GET /api/search/all, which matches
-- lower(f_unaccent(text)) LIKE '%term%' (product-decisions §21). Unaccent first, then lower: the result is then
-- ASCII for Polish text, so the match ignores case even where the database's ctype lowercases ASCII only.
-- Descriptions and page contents are staff HTML: they are indexed (and matched) with every run of tags, no-break
-- spaces and whitespace turned into one space, so a phrase matches across formatting and a tag name matches nothing.
CREATE INDEX "videos_title_search_idx" ON "videos" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_description_search_idx" ON "videos" USING gin (lower(f_unaccent(regexp_replace("description", '(<[^>]*>|&nbsp;|\u00a0|\s)+', ' ', 'g'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_translations_title_search_idx" ON "video_translations" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_translations_description_search_idx" ON "video_translations" USING gin (lower(f_unaccent(regexp_replace("description", '(<[^>]*>|&nbsp;|\u00a0|\s)+', ' ', 'g'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_title_search_idx" ON "events" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_translations_title_search_idx" ON "event_translations" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_title_search_idx" ON "pages" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_content_search_idx" ON "pages" USING gin (lower(f_unaccent(regexp_replace("content", '(<[^>]*>|&nbsp;|\u00a0|\s)+', ' ', 'g'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_translations_title_search_idx" ON "page_translations" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_translations_content_search_idx" ON "page_translations" USING gin (lower(f_unaccent(regexp_replace("content", '(<[^>]*>|&nbsp;|\u00a0|\s)+', ' ', 'g'))) gin_trgm_ops);
