-- Written by hand (drizzle-kit cannot express data moves), before 0022 makes a category's name unique whatever
-- its case, in Polish and in each translation's language (issue 19). Names get their spaces tidied as the forms
-- now store them (one space between words, none at the ends), and a name that an older category already has in
-- that language gets the category's number after it ("Komedia (12)"), so the indexes can be made.
UPDATE "categories" SET "name" = regexp_replace(btrim("name"), '\s+', ' ', 'g');--> statement-breakpoint
UPDATE "category_translations" SET "name" = regexp_replace(btrim("name"), '\s+', ' ', 'g');--> statement-breakpoint
UPDATE "categories" AS "c"
SET "name" = left("c"."name", 86) || ' (' || "c"."id" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "id") AS "place" FROM "categories"
) AS "d"
WHERE "c"."id" = "d"."id" AND "d"."place" > 1;--> statement-breakpoint
UPDATE "category_translations" AS "t"
SET "name" = left("t"."name", 86) || ' (' || "t"."category_id" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "language_code", lower("name") ORDER BY "id") AS "place"
  FROM "category_translations"
) AS "d"
WHERE "t"."id" = "d"."id" AND "d"."place" > 1;
