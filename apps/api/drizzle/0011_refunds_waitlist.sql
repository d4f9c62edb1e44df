CREATE TYPE "public"."refund_reason" AS ENUM('buyer', 'organizer', 'event_canceled');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'done', 'awaiting_key', 'to_pay');--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'purchased', 'expired', 'declined', 'left');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"payment_id" uuid,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"positions" integer[] NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"reason" "refund_reason" NOT NULL,
	"requested_by" uuid,
	"idempotency_key" text NOT NULL,
	"pix_key" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_not_negative" CHECK ("refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"leave_token_hash" text NOT NULL,
	"offer_token_hash" text,
	"order_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_quantity_range" CHECK ("waitlist_entries"."quantity" between 1 and 5),
	CONSTRAINT "waitlist_email_lowercase" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email"))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_tickets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_event_created_idx" ON "refunds" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status") WHERE "refunds"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "waitlist_line_idx" ON "waitlist_entries" USING btree ("ticket_type_id","created_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_event_idx" ON "waitlist_entries" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_event_offered_idx" ON "waitlist_entries" USING btree ("event_id","offered_at") WHERE "waitlist_entries"."offered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_place_per_email" ON "waitlist_entries" USING btree ("ticket_type_id","email") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_leave_token_unique" ON "waitlist_entries" USING btree ("leave_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_token_unique" ON "waitlist_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_order_idx" ON "waitlist_entries" USING btree ("order_id");