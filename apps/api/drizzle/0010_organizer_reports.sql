CREATE INDEX "affiliate_ledger_event_idx" ON "affiliate_ledger_entries" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_paid_idx" ON "orders" USING btree ("user_id","paid_at") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "tickets_event_issued_idx" ON "tickets" USING btree ("event_id","issued_at","order_id","position");--> statement-breakpoint
CREATE INDEX "tickets_event_used_idx" ON "tickets" USING btree ("event_id","used_at") WHERE "tickets"."used_at" is not null;