CREATE TABLE "charge_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"gateway_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_one_live_per_order";--> statement-breakpoint
ALTER TABLE "order_changes" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "due_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "due_local_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "hold_id" integer;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_refunds_payment_key" ON "charge_refunds" USING btree ("payment_id","key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_change_id_order_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."order_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_change" ON "payments" USING btree ("change_id") WHERE "payments"."status" in ('processing', 'pending', 'succeeded') and "payments"."change_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('processing', 'pending', 'succeeded') and "payments"."change_id" is null;--> statement-breakpoint
-- The ledger starts with what was already sent back: each order had one charge until now.
INSERT INTO "charge_refunds" ("payment_id", "key", "amount_minor", "gateway_ref", "created_at")
SELECT p."id", 'change:' || c."id", c."refund_minor", c."gateway_refund_ref", coalesce(c."refunded_at", c."created_at")
FROM "order_changes" c JOIN "payments" p ON p."order_id" = c."order_id" AND p."status" = 'succeeded'
WHERE c."gateway_refund_ref" IS NOT NULL AND c."refund_minor" > 0;--> statement-breakpoint
INSERT INTO "charge_refunds" ("payment_id", "key", "amount_minor", "gateway_ref", "created_at")
SELECT p."id", r."id"::text, (r."quote"->'refund'->>'payment')::integer, r."gateway_refund_ref", r."updated_at"
FROM "refunds" r JOIN "payments" p ON p."order_id" = r."order_id" AND p."status" = 'succeeded'
WHERE r."gateway_refund_ref" IS NOT NULL AND r."quote" IS NOT NULL AND (r."quote"->'refund'->>'payment')::integer > 0;
