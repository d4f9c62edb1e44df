CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_use_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "jobs_open_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."dead_at" is null;--> statement-breakpoint
-- Before the index: of several attempts of one order still marked PENDING (possible before this
-- migration), only the newest stays in flight; reconciliation asks the provider about the others.
UPDATE "payments" SET "status" = 'UNKNOWN' WHERE "status" = 'PENDING' AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "status" = 'PENDING'
  ORDER BY "order_id", "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_in_flight_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'PENDING';