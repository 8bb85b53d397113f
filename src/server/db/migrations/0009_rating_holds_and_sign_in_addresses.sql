ALTER TABLE "ratings" ADD COLUMN "status" text DEFAULT 'counted' NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_status" CHECK ("ratings"."status" in ('counted', 'held', 'removed'));--> statement-breakpoint
CREATE INDEX "ratings_held_idx" ON "ratings" USING btree ("created_at") WHERE "ratings"."status" = 'held';--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"ip_address" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_pk" PRIMARY KEY("user_id","ip_address")
);--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_ip_idx" ON "sign_in_addresses" USING btree ("ip_address");
