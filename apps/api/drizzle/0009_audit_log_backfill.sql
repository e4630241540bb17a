-- Written by hand (drizzle-kit cannot express data moves): rows written before 0007 get their kind from their
-- entity, as packages/shared/src/audit/kinds.ts maps it today, and the {before, after} that order and invoice
-- rows kept in `data` move to `changes`, where the audit log reads them.
UPDATE "audit_log" SET "kind" = CASE
  WHEN "entity" IN ('order', 'gift_settings', 'group_ticket_settings') THEN 'money'
  WHEN "entity" = 'code' THEN 'codes'
  WHEN "entity" IN ('user', 'terms') THEN 'users'
  WHEN "entity" = 'ban' THEN 'bans'
  WHEN "entity" = 'app_config' THEN 'settings'
  WHEN "entity" = 'hosted_video' THEN 'media'
  ELSE 'content'
END;--> statement-breakpoint
UPDATE "audit_log"
SET "changes" = jsonb_build_object('before', "data" -> 'before', 'after', "data" -> 'after'),
  "data" = NULLIF("data" - 'before' - 'after', '{}'::jsonb)
WHERE jsonb_typeof("data") = 'object' AND "data" ? 'before' AND "data" ? 'after';
