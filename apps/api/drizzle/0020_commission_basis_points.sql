-- Issue 33: an event's affiliate commission in basis points (1250 = 12,5 %) instead of a whole
-- percent, so it can have two decimals. Existing percents are kept: percent × 100.
ALTER TABLE "events" ADD COLUMN "commission_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
UPDATE "events" SET "commission_bp" = "commission_percent" * 100;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_commission_range";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "commission_percent";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_commission_bp_range" CHECK ("events"."commission_bp" between 0 and 10000);--> statement-breakpoint
-- The ledger keeps the rate each sale was made at. It is append-only (a trigger refuses UPDATE),
-- so its column is renamed and converted in place: a table rewrite fires no row trigger.
ALTER TABLE "affiliate_ledger_entries" RENAME COLUMN "percent" TO "commission_bp";--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ALTER COLUMN "commission_bp" SET DATA TYPE integer USING "commission_bp" * 100;
