-- Every committed batch of change events wakes the API instances listening on this channel, which read the new
-- rows once and hand each open stream its share. Notifications are sent at commit, in commit order.
CREATE FUNCTION "change_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('change_events', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "change_events_notify" AFTER INSERT ON "change_events" FOR EACH STATEMENT EXECUTE FUNCTION "change_events_notify"();
