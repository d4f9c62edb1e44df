CREATE TYPE "public"."settlement_entry_kind" AS ENUM('venda', 'taxa', 'comissao', 'estorno');--> statement-breakpoint
CREATE TABLE "settlement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" "settlement_entry_kind" NOT NULL,
	"reverses_kind" "settlement_entry_kind",
	"order_id" uuid NOT NULL,
	"ticket_position" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"reverses_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_entry_sign" CHECK (("settlement_entries"."kind" = 'venda' and "settlement_entries"."amount_cents" > 0 and "settlement_entries"."reverses_entry_id" is null)
        or ("settlement_entries"."kind" in ('taxa', 'comissao') and "settlement_entries"."amount_cents" < 0 and "settlement_entries"."reverses_entry_id" is null)
        or ("settlement_entries"."kind" = 'estorno' and "settlement_entries"."amount_cents" <> 0 and "settlement_entries"."reverses_entry_id" is not null
          and "settlement_entries"."reverses_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_payout_entries" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"total_cents" integer NOT NULL,
	"entries" integer NOT NULL,
	"organization_name" text NOT NULL,
	"document" text,
	"bank_details" jsonb NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"paid_on" date,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	CONSTRAINT "settlement_payouts_positive" CHECK ("settlement_payouts"."total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_percent_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_fixed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_buyer_pays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fee_percent_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fee_fixed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fee_buyer_pays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "fee_returned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_entries" ADD CONSTRAINT "settlement_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_entries" ADD CONSTRAINT "settlement_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_entries" ADD CONSTRAINT "settlement_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payouts" ADD CONSTRAINT "settlement_payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payouts" ADD CONSTRAINT "settlement_payouts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payouts" ADD CONSTRAINT "settlement_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_one_entry_per_ticket_and_kind" ON "settlement_entries" USING btree ("order_id","ticket_position","kind") WHERE "settlement_entries"."kind" <> 'estorno';--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_one_reversal_per_entry" ON "settlement_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "settlement_organization_idx" ON "settlement_entries" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "settlement_organization_payable_idx" ON "settlement_entries" USING btree ("organization_id","payable_at");--> statement-breakpoint
CREATE INDEX "settlement_event_idx" ON "settlement_entries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "settlement_order_idx" ON "settlement_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "settlement_payout_entries_payout_idx" ON "settlement_payout_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "settlement_payouts_organization_idx" ON "settlement_payouts" USING btree ("organization_id","closed_at");--> statement-breakpoint
CREATE INDEX "settlement_payouts_unpaid_idx" ON "settlement_payouts" USING btree ("closed_at") WHERE "settlement_payouts"."paid_on" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_valid" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."service_fee_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."service_fee_cents");--> statement-breakpoint
-- The settlement ledger is append-only, as the affiliates' (0008): every figure is a sum of rows.
CREATE FUNCTION "settlement_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "settlement_entries_append_only" BEFORE UPDATE OR DELETE ON "settlement_entries" FOR EACH ROW EXECUTE FUNCTION "settlement_append_only"();--> statement-breakpoint
CREATE TRIGGER "settlement_payout_entries_append_only" BEFORE UPDATE OR DELETE ON "settlement_payout_entries" FOR EACH ROW EXECUTE FUNCTION "settlement_append_only"();
--> statement-breakpoint
-- Orders paid before the ledger existed get their credits from the same job as new ones
-- (idempotent; refunded tickets are skipped), so an upgraded database reconciles too. The status
-- is compared as text: a new database runs every migration in one transaction, and PostgreSQL
-- refuses an enum value added in that same transaction (0011's 'refunded') as a literal.
INSERT INTO "jobs" ("kind", "payload", "dedupe_key")
SELECT 'settlement.credit', jsonb_build_object('orderId', "id"), "id"::text
FROM "orders" WHERE "paid_at" IS NOT NULL AND "status"::text IN ('paid', 'refunded')
ON CONFLICT DO NOTHING;
