-- Written by hand (drizzle-kit cannot express data moves): what the code of each order placed before 0017 took off
-- its price. A cash code took its whole amount (the rule then spent a voucher whole, so an old voucher stays used up;
-- the price such an order was sold at is not stored). A percent code's share follows from the amount paid; a 100 %
-- code took the product's price as it is now, the best record there is.
UPDATE "orders" AS o
SET "code_discount_grosze" = CASE
  WHEN c."discount_cash_grosze" IS NOT NULL THEN c."discount_cash_grosze"
  WHEN c."discount_percent" < 100 THEN
    round(o."amount_grosze" * 100.0 / (100 - c."discount_percent"))::int - o."amount_grosze"
  ELSE coalesce(
    (SELECT e."event_price_grosze" FROM "events" e WHERE e."id" = o."event_id" AND o."kind" = 'event'),
    (SELECT v."video_price_grosze" FROM "videos" v WHERE v."id" = o."video_id" AND o."kind" = 'video'),
    0
  )
END
FROM "codes" AS c
WHERE c."id" = o."code_id";
