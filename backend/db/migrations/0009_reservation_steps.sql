ALTER TABLE "reservations" ADD COLUMN "contract_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deed_signed_at" timestamp with time zone;--> statement-breakpoint
-- Each step of a reservation reaches its adviser (options page) and the brand's staff live.
CREATE FUNCTION "change_events_from_reservation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "change_events_turn"();
  INSERT INTO "change_events" ("topic", "user_id", "brand_code", "ref_id")
    SELECT 'reservation', u."id", u."brand_code", NEW."id" FROM "users" u WHERE u."id" = NEW."adviser_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservations_change_events" AFTER UPDATE OF "status" ON "reservations" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "change_events_from_reservation"();
