-- Issue #26 item 1: share links. Numbered 0011: 0010 is the versions helper's (questionnaire_versions).
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"allow_downloads" boolean DEFAULT false NOT NULL,
	"follows_latest" boolean DEFAULT true NOT NULL,
	"pinned_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "share_links_label_length" CHECK (char_length("share_links"."label") BETWEEN 1 AND 80)
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_questionnaire_idx" ON "share_links" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "share_links_prospect_idx" ON "share_links" USING btree ("prospect_id");