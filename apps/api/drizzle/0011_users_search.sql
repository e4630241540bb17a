-- Written by hand (drizzle-kit cannot express these), for GET /api/users (product-decisions §21).
-- The search: each word of the query is matched with lower(f_unaccent(first name, last name and e-mail)) LIKE
-- '%word%', served by one trigram index over the three, as migration 0002 does for titles.
CREATE INDEX "users_search_idx" ON "users" USING gin (lower(f_unaccent("firstname" || ' ' || "lastname" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
-- The list sorts names in Polish order on the server (it pages there). PostgreSQL has the ICU collation
-- "pl-PL-x-icu"; PGlite ships only ICU's root data, so there it is made from the root with the Polish letters'
-- places as rules, which sorts the same (reference/testing-recipe.md). PostgreSQL 15 never runs the CREATE.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'pl-PL-x-icu') THEN
    EXECUTE $c$CREATE COLLATION "pl-PL-x-icu" (provider = icu, locale = 'und', rules = '&A<ą<<<Ą &C<ć<<<Ć &E<ę<<<Ę &L<ł<<<Ł &N<ń<<<Ń &O<ó<<<Ó &S<ś<<<Ś &Z<ź<<<Ź<ż<<<Ż')$c$;
  END IF;
END $$;
