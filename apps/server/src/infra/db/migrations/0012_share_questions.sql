-- Issue #26 item 2: questions on a shared plan (a thread per question, the founder's replies) and the link's
-- include_assessment (the shared view shows the assessment unless the founder unticks it).
CREATE TABLE "share_question_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_link_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"target" text NOT NULL,
	"year" text,
	"asker_name" text NOT NULL,
	"asker_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "share_questions_status" CHECK ("share_questions"."status" IN ('open', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "include_assessment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "share_question_replies" ADD CONSTRAINT "share_question_replies_question_id_share_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."share_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_questions" ADD CONSTRAINT "share_questions_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_questions" ADD CONSTRAINT "share_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_question_replies_question_idx" ON "share_question_replies" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "share_questions_link_idx" ON "share_questions" USING btree ("share_link_id");--> statement-breakpoint
CREATE INDEX "share_questions_questionnaire_idx" ON "share_questions" USING btree ("questionnaire_id");