CREATE TABLE "access_links" (
	"id" text PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visitor_grants" (
	"session_id" text NOT NULL,
	"prospect_id" uuid NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_grants_session_id_prospect_id_pk" PRIMARY KEY("session_id","prospect_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_grants" ADD CONSTRAINT "visitor_grants_session_id_visitor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_grants" ADD CONSTRAINT "visitor_grants_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_links_expires_idx" ON "access_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "visitor_grants_prospect_idx" ON "visitor_grants" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "visitor_sessions_expires_idx" ON "visitor_sessions" USING btree ("expires_at");