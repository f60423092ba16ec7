ALTER TABLE "products" ADD COLUMN "projection_years" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "projection_years" = 5 WHERE "code" = 'P04';
