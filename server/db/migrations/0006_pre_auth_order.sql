ALTER TABLE "pre_authorisations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "pre_authorisations" ADD CONSTRAINT "pre_authorisations_order_id_unique" UNIQUE("order_id");