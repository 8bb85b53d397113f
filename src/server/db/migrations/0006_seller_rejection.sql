ALTER TABLE "users" ADD COLUMN "verification_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_rejected_at" timestamp with time zone;