CREATE TYPE "public"."charge_unit" AS ENUM('day', 'rental');--> statement-breakpoint
CREATE TYPE "public"."coupon_status" AS ENUM('valid', 'invalid', 'used', 'expired');--> statement-breakpoint
CREATE TYPE "public"."drivetrain" AS ENUM('FWD', 'AWD', '4WD', 'RWD');--> statement-breakpoint
CREATE TYPE "public"."fuel" AS ENUM('gasoline', 'diesel', 'hybrid', 'hydrogen', 'EV');--> statement-breakpoint
CREATE TYPE "public"."gearbox" AS ENUM('AT', 'MT', 'AT/MT');--> statement-breakpoint
CREATE TYPE "public"."insurance_type" AS ENUM('basic_service', 'basic_protection', 'full_protection', 'super_protection');--> statement-breakpoint
CREATE TYPE "public"."license_type" AS ENUM('cn', 'hk', 'th', 'other');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('CREATE_ORDER', 'NORMAL', 'CANCEL', 'CONFIRMED', 'EXPIRED', 'TEST');--> statement-breakpoint
CREATE TYPE "public"."pay_method" AS ENUM('FULL_PREPAID', 'ARRIVAL');--> statement-breakpoint
CREATE TYPE "public"."pay_mode" AS ENUM('arrival', 'full_prepaid');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('NOT_PAY', 'HAD_PAID');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('REQUEST_REFUND', 'REFUNDING', 'VERIFYING_REFUND', 'COMPLETE_REFUND', 'REVOKED');--> statement-breakpoint
CREATE TABLE "ad_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_code" text NOT NULL,
	"position" text NOT NULL,
	"content" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_data_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"tid" text,
	"cid" text,
	"category" text,
	"action" text,
	"label" text,
	"dimension" text,
	"metric" text,
	"is_upload" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"link" text,
	"icon" text,
	"image" jsonb NOT NULL,
	"stores" text[] DEFAULT '{}'::text[] NOT NULL,
	"drop_off_stores" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"fleet_unit_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"category" text NOT NULL,
	"doors" integer NOT NULL,
	"seats" integer NOT NULL,
	"luggage" integer NOT NULL,
	"displacement" numeric(3, 1),
	"gearbox" "gearbox" NOT NULL,
	"fuel" "fuel" NOT NULL,
	"drivetrain" "drivetrain" NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "car_models_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"intro_id" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(10, 2) NOT NULL,
	"currency" text,
	"less_limit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"abbr" text NOT NULL,
	"sign" text NOT NULL,
	"minor_units" integer DEFAULT 2 NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"code" text PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"discount_rate" numeric(4, 3)
);
--> statement-breakpoint
CREATE TABLE "extra_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"unit" charge_unit NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"is_capped" boolean DEFAULT false NOT NULL,
	"capped_price" numeric(14, 2),
	"max_quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"is_force" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"plate" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fleet_units_plate_unique" UNIQUE("plate")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(20, 8) NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "one_way_fees" (
	"from_store" text NOT NULL,
	"to_store" text NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	CONSTRAINT "one_way_fees_from_store_to_store_pk" PRIMARY KEY("from_store","to_store")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_no" text NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"status" "order_status" DEFAULT 'CREATE_ORDER' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'NOT_PAY' NOT NULL,
	"pay_method" "pay_method" NOT NULL,
	"store_code" text NOT NULL,
	"drop_store_code" text NOT NULL,
	"sku_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"package_code" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"dropoff_at" timestamp with time zone NOT NULL,
	"rent_days" integer NOT NULL,
	"driver_age" integer NOT NULL,
	"drivers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"flight_no" text,
	"coupon_code" text,
	"deposit_way" text DEFAULT 'credit_card' NOT NULL,
	"remark" text,
	"payment_currency" text NOT NULL,
	"local_currency" text NOT NULL,
	"bill" jsonb NOT NULL,
	"total_payment" numeric(14, 2) NOT NULL,
	"total_local" numeric(14, 2) NOT NULL,
	"online_amount" numeric(14, 2) NOT NULL,
	"pickup_no" text,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE TABLE "package_charge_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"unit" charge_unit NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"not_in_bill" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"code" text NOT NULL,
	"plan_group" "insurance_type" NOT NULL,
	"pay_mode" "pay_mode" NOT NULL,
	"insurance_type" "insurance_type" NOT NULL,
	"name" jsonb NOT NULL,
	"services" text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"result_code" text,
	"gateway_ref" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_auth_admin_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"allow_mobiles" text[] DEFAULT '{}'::text[] NOT NULL,
	"dis_open" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "refund_status" DEFAULT 'REQUEST_REFUND' NOT NULL,
	"reason" text NOT NULL,
	"remark" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"progress" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"gender" text NOT NULL,
	"name" text NOT NULL,
	"contact_area_code" text NOT NULL,
	"contact_phone" text NOT NULL,
	"email" text NOT NULL,
	"local_area_code" text,
	"local_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"given_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"birthday" text NOT NULL,
	"license_type" "license_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"car_model_id" integer NOT NULL,
	"daily_rate" numeric(14, 2) NOT NULL,
	"deposit" numeric(14, 2) NOT NULL,
	"mileage_limit_per_day" integer,
	"mileage_unit" text NOT NULL,
	"mileage_overage_price" numeric(14, 2),
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"code" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"currency" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"pickup_instructions" jsonb NOT NULL,
	"dropoff_instructions" jsonb NOT NULL,
	"drop_store_allow" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_driver_age" integer NOT NULL,
	"max_driver_age" integer NOT NULL,
	"young_driver_under_age" integer NOT NULL,
	"young_driver_fee" numeric(14, 2) NOT NULL,
	"after_hours_fee" numeric(14, 2) NOT NULL,
	"alipay" boolean DEFAULT false NOT NULL,
	"qr_code" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"coupon_code" text NOT NULL,
	"status" "coupon_status" DEFAULT 'valid' NOT NULL,
	"used_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone_area_code" text,
	"phone" text,
	"password_hash" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_data" ADD CONSTRAINT "ad_data_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_fleet_unit_id_fleet_units_id_fk" FOREIGN KEY ("fleet_unit_id") REFERENCES "public"."fleet_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_services" ADD CONSTRAINT "extra_services_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_units" ADD CONSTRAINT "fleet_units_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_way_fees" ADD CONSTRAINT "one_way_fees_from_store_stores_code_fk" FOREIGN KEY ("from_store") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_way_fees" ADD CONSTRAINT "one_way_fees_to_store_stores_code_fk" FOREIGN KEY ("to_store") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_drop_store_code_stores_code_fk" FOREIGN KEY ("drop_store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_charge_items" ADD CONSTRAINT "package_charge_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_contacts" ADD CONSTRAINT "saved_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_drivers" ADD CONSTRAINT "saved_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_car_model_id_car_models_id_fk" FOREIGN KEY ("car_model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_aliases" ADD CONSTRAINT "store_aliases_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_unit" ON "bookings" USING btree ("fleet_unit_id");--> statement-breakpoint
CREATE INDEX "bookings_order" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_articles_key_intro_lang" ON "cms_articles" USING btree ("key","intro_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_services_store_code" ON "extra_services" USING btree ("store_code","code");--> statement-breakpoint
CREATE INDEX "fleet_units_sku" ON "fleet_units" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_status_expires" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_charge_items_package_code" ON "package_charge_items" USING btree ("package_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_store_code" ON "packages" USING btree ("store_code","code");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_store_model" ON "skus" USING btree ("store_code","car_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_code" ON "user_coupons" USING btree ("user_id","coupon_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("phone_area_code","phone");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("channel","target","purpose");