ALTER TYPE "public"."refund_status" ADD VALUE 'REJECTED';--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_ref" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_order" ON "operator_actions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "operator_actions_created" ON "operator_actions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('REQUEST_REFUND', 'VERIFYING_REFUND', 'REFUNDING');