ALTER TABLE "user_coupons" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_coupons_used_order" ON "user_coupons" USING btree ("used_order_id");