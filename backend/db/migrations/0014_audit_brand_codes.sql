-- An audit line carries every brand it concerns, not one brand or none: a change to a residence several brands
-- distribute is read by the staff of each of them, and no longer by every brand's staff.
ALTER TABLE "audit_log" ADD COLUMN "brand_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The backfill is the only UPDATE the log ever takes: its trigger is off for these statements only, inside the
-- migration's transaction, so no other client can change a line meanwhile and the trigger is back before commit.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
UPDATE "audit_log" SET "brand_codes" = ARRAY["brand_code"] WHERE "brand_code" IS NOT NULL;--> statement-breakpoint
-- Brand-less lines about a lot or a residence (lot prices and statuses, programme files) were about a residence
-- several brands distribute: they now name those brands, or every brand for a residence of every brand (`brands`
-- null or empty). Lines whose lot or residence is gone, and other brand-less lines, stay without a brand.
WITH "concerned" AS (
  SELECT a."id", r."brands" FROM "audit_log" a
    JOIN "lots" l ON l."id"::text = a."target_id"
    JOIN "residences" r ON r."id" = l."residence_id"
    WHERE a."brand_code" IS NULL AND a."target_type" = 'lot'
  UNION ALL
  SELECT a."id", r."brands" FROM "audit_log" a
    JOIN "residences" r ON r."id"::text = a."target_id"
    WHERE a."brand_code" IS NULL AND a."target_type" = 'residence'
)
UPDATE "audit_log" a SET "brand_codes" = coalesce(
  nullif(
    ARRAY(SELECT DISTINCT b FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(c."brands") = 'array' THEN c."brands" ELSE '[]'::jsonb END) b ORDER BY b),
    '{}'::text[]
  ),
  ARRAY(SELECT "code" FROM "brands" ORDER BY "code")
)
FROM "concerned" c WHERE c."id" = a."id";--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
DROP INDEX "audit_log_brand_idx";--> statement-breakpoint
CREATE INDEX "audit_log_brand_codes_idx" ON "audit_log" USING gin ("brand_codes");--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "brand_code";
