CREATE TABLE "campaign_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"store_code" text,
	"lang" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_kind" CHECK ("campaign_events"."kind" in ('visit', 'search'))
);
--> statement-breakpoint
CREATE TABLE "price_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "price_periods_target_kind" CHECK ("price_periods"."target" in ('sku_rate', 'charge_item', 'extra')),
	CONSTRAINT "price_periods_dates" CHECK ("price_periods"."starts_on" <= "price_periods"."ends_on"),
	CONSTRAINT "price_periods_amount" CHECK ("price_periods"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_progress" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"fleet_unit_id" integer,
	"picked_up_at" timestamp with time zone,
	"pickup_odometer" integer,
	"pickup_fuel_eighths" integer,
	"returned_at" timestamp with time zone,
	"return_odometer" integer,
	"return_fuel_eighths" integer,
	"damage_note" text,
	"hours_late" integer,
	"no_show_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_progress_stage" CHECK ("rental_progress"."stage" in ('picked_up', 'returned', 'no_show')),
	CONSTRAINT "rental_progress_fuel" CHECK ("rental_progress"."pickup_fuel_eighths" between 0 and 8 and "rental_progress"."return_fuel_eighths" between 0 and 8)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "stores" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_per_traveller" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_total" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "price_periods" ADD CONSTRAINT "price_periods_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_periods" ADD CONSTRAINT "price_periods_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_periods" ADD CONSTRAINT "price_periods_withdrawn_by_staff_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_progress" ADD CONSTRAINT "rental_progress_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_progress" ADD CONSTRAINT "rental_progress_fleet_unit_id_fleet_units_id_fk" FOREIGN KEY ("fleet_unit_id") REFERENCES "public"."fleet_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_at" ON "campaign_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "price_periods_target" ON "price_periods" USING btree ("store_code","target","target_id");--> statement-breakpoint
-- A price period is part of what the store's cars cost: any write moves its catalogue version (0010).
CREATE TRIGGER "price_periods_catalog" AFTER INSERT OR UPDATE OR DELETE ON "price_periods"
  FOR EACH ROW EXECUTE FUNCTION "catalog_rows_bump"();
--> statement-breakpoint
CREATE TRIGGER "price_periods_catalog_truncate" AFTER TRUNCATE ON "price_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_truncate_bump"();
