CREATE TABLE "captcha_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"captcha_id" text NOT NULL,
	"challenge" text NOT NULL,
	"platform_type" text NOT NULL,
	"url" text NOT NULL,
	"error_code" integer NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
