CREATE TABLE "pre_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sign_payment_no" text NOT NULL,
	"pre_auth_payment_no" text,
	"status" text NOT NULL,
	"app_id" text,
	"service_id" text,
	"sku_id" integer,
	"package_code" text,
	"return_to" text,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_authorisations_sign_payment_no_unique" UNIQUE("sign_payment_no"),
	CONSTRAINT "pre_authorisations_pre_auth_payment_no_unique" UNIQUE("pre_auth_payment_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"charge_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"settles_at" timestamp with time zone,
	"settles_as" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "pre_authorisations_user" ON "pre_authorisations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ledger_kind_reference" ON "sandbox_ledger" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "sandbox_ledger_charge" ON "sandbox_ledger" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('processing', 'pending', 'succeeded');