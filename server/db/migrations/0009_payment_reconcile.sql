ALTER TABLE "payments" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;