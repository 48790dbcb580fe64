CREATE TABLE "order_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"changed" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"old_bill" jsonb NOT NULL,
	"new_bill" jsonb NOT NULL,
	"refund_minor" integer DEFAULT 0 NOT NULL,
	"refund_local_minor" integer DEFAULT 0 NOT NULL,
	"gateway_refund_ref" text,
	"changed_by" text DEFAULT 'traveller' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "change_policy" jsonb DEFAULT '{"cutoff_hours":24,"fee":"0"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_policy" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_order" ON "order_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_order_sequence" ON "order_changes" USING btree ("order_id","sequence");