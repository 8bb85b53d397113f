-- The authenticator-app codes that completed a sign-in lately, so one code signs in once: a code seen
-- over a shoulder or in a phishing relay is refused within the window it stays valid in
-- (modules/auth/two-factor-replay.ts). Rows older than the window are deleted as new ones arrive.
CREATE TABLE "used_totp_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_totp_codes_pk" PRIMARY KEY("user_id","code_hash")
);--> statement-breakpoint
ALTER TABLE "used_totp_codes" ADD CONSTRAINT "used_totp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
