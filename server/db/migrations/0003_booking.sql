CREATE TABLE "verified_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"proof_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_phones_proof_hash_unique" UNIQUE("proof_hash")
);
--> statement-breakpoint
CREATE TABLE "order_grants" (
	"session_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_grants_session_id_order_id_pk" PRIMARY KEY("session_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"order_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_services" ADD COLUMN "kind" text DEFAULT 'extra' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "status_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_wall" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dropoff_wall" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_policy" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freshman" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mileage_limit" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"tiers":[],"after_pickup":{"type":"percent","percent":100}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "guaranteed_model" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_grants" ADD CONSTRAINT "order_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_grants" ADD CONSTRAINT "order_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verified_phones_phone" ON "verified_phones" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "outbound_messages_due" ON "outbound_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_contact_phone" ON "orders" USING btree ("contact_phone");--> statement-breakpoint
CREATE INDEX "orders_contact_email" ON "orders" USING btree ("contact_email");