-- Saved searches keep the browse filters in typed columns, so one indexed query finds the searches a new
-- listing matches (docs/decisions/0027-scheduled-jobs-and-search-alerts.md). `filters` is the same
-- search as the browse page's address, for showing and linking it; the columns are what matching reads.
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"filters" jsonb NOT NULL,
	"make" text,
	"model_lower" text,
	"region" text,
	"condition" text,
	"body_type" text,
	"fuel_type" text,
	"price_min" numeric(12, 2),
	"price_max" numeric(12, 2),
	"year_min" integer,
	"year_max" integer,
	"mileage_max" integer,
	"text_query" tsquery,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_known" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly', 'off'))
);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
-- A search without a make or body type matches every one: '' stands for "any", so a listing reads the
-- few (make, body type) pairs that can match it from this index instead of every saved search.
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree (coalesce("make", ''),coalesce("body_type", ''));--> statement-breakpoint
-- Which listing each search has already been alerted about: the primary key is what makes an alert
-- impossible to send twice. `notified_at` is null while a digest still owes it.
CREATE TABLE "saved_search_hits" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_search_created_idx" ON "saved_search_hits" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_hits_owed_idx" ON "saved_search_hits" USING btree ("saved_search_id") WHERE "saved_search_hits"."notified_at" is null;--> statement-breakpoint
-- Background work that must survive restarts and run once across instances: claimed with
-- FOR UPDATE SKIP LOCKED, retried with a delay, and never queued twice under one key.
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in ('pending', 'done', 'failed'))
);--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
-- Alert e-mails carry List-Unsubscribe headers and an HTML part with photos.
ALTER TABLE "outbox_emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;
