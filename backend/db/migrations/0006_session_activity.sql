ALTER TABLE "auth_sessions" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
UPDATE "auth_sessions" SET "last_active_at" = "created_at";--> statement-breakpoint
ALTER TABLE "auth_sessions" ALTER COLUMN "last_active_at" SET NOT NULL;
