CREATE TYPE "public"."affiliate_ledger_kind" AS ENUM('commission', 'reversal');--> statement-breakpoint
CREATE TABLE "affiliate_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"kind" "affiliate_ledger_kind" NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_position" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"sale_cents" integer NOT NULL,
	"percent" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"reverses_entry_id" uuid,
	"sold_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_ledger_sign" CHECK (("affiliate_ledger_entries"."kind" = 'commission' and "affiliate_ledger_entries"."amount_cents" > 0 and "affiliate_ledger_entries"."reverses_entry_id" is null)
        or ("affiliate_ledger_entries"."kind" = 'reversal' and "affiliate_ledger_entries"."amount_cents" < 0 and "affiliate_ledger_entries"."reverses_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "affiliate_payout_entries" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payout_lines" (
	"payout_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"entries" integer NOT NULL,
	"full_name" text NOT NULL,
	"cpf" text NOT NULL,
	"bank_details" jsonb NOT NULL,
	CONSTRAINT "affiliate_payout_lines_payout_id_affiliate_id_pk" PRIMARY KEY("payout_id","affiliate_id"),
	CONSTRAINT "affiliate_payout_lines_positive" CHECK ("affiliate_payout_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"total_cents" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"paid_on" date,
	"paid_at" timestamp with time zone,
	"paid_by" uuid
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "bank_details" jsonb;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_entries" ADD CONSTRAINT "affiliate_payout_entries_entry_id_affiliate_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."affiliate_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_entries" ADD CONSTRAINT "affiliate_payout_entries_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_lines" ADD CONSTRAINT "affiliate_payout_lines_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_lines" ADD CONSTRAINT "affiliate_payout_lines_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_ledger_one_commission_per_ticket" ON "affiliate_ledger_entries" USING btree ("order_id","ticket_position") WHERE "affiliate_ledger_entries"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_ledger_one_reversal_per_commission" ON "affiliate_ledger_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_affiliate_idx" ON "affiliate_ledger_entries" USING btree ("affiliate_id","sold_at");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_payable_idx" ON "affiliate_ledger_entries" USING btree ("payable_at");--> statement-breakpoint
CREATE INDEX "affiliate_payout_entries_payout_idx" ON "affiliate_payout_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_month_unique" ON "affiliate_payouts" USING btree ("month");--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_user_unique" ON "affiliates" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_reverses_entry_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."affiliate_ledger_entries"("id") ON DELETE restrict;--> statement-breakpoint
-- The ledger is append-only: a figure is always a sum of entries, so no entry ever changes or
-- disappears; a correction is a new entry (issue 16).
CREATE FUNCTION "affiliate_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'affiliate_ledger_entries is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "affiliate_ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "affiliate_ledger_entries" FOR EACH ROW EXECUTE FUNCTION "affiliate_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "affiliate_payout_entries_append_only" BEFORE UPDATE OR DELETE ON "affiliate_payout_entries" FOR EACH ROW EXECUTE FUNCTION "affiliate_ledger_append_only"();
