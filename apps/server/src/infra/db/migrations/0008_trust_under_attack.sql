CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_history" ADD COLUMN "credits_added" integer;--> statement-breakpoint
ALTER TABLE "payment_history" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_history" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "ownership_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "started_by_session" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_admin_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_intents" ADD CONSTRAINT "order_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_intents_provider_ref_idx" ON "order_intents" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "order_intents_order_idx" ON "order_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_history_prospect_idx" ON "payment_history" USING btree ("prospect_id");--> statement-breakpoint
INSERT INTO "order_intents" ("order_id", "provider", "provider_ref", "status")
SELECT "id", "provider", "provider_ref", CASE WHEN "status" = 'applied' THEN 'succeeded' ELSE 'open' END
FROM "orders" WHERE "provider" IN ('simulated', 'stripe', 'paypal') AND "provider_ref" IS NOT NULL;
