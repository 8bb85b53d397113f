CREATE TABLE "photo_files" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_files_user_idx" ON "photo_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_created_idx" ON "kyc_documents" USING btree ("created_at");
