-- Issue #26 item 3: every saved state of a completed plan's answers. A plan completed before this migration
-- gets its version 1: its current answers, at its completion time, made by the founder.
CREATE TABLE "questionnaire_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"made_by" text NOT NULL,
	"staff_user_id" integer,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_number_idx" ON "questionnaire_versions" USING btree ("questionnaire_id","number");--> statement-breakpoint
INSERT INTO "questionnaire_versions" ("questionnaire_id", "number", "sections", "made_by", "created_at")
SELECT q."id", 1, q."sections", 'founder', coalesce(q."completed_at", q."updated_at")
FROM "questionnaires" AS q
WHERE q."is_completed";
