ALTER TABLE "uploads" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_token_expires_idx" ON "uploads" USING btree ("token_expires_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_token_hash_unique" UNIQUE("token_hash");