ALTER TABLE "events" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id","starts_at");--> statement-breakpoint
CREATE INDEX "orders_event_paid_idx" ON "orders" USING btree ("event_id","paid_at") WHERE "orders"."status" = 'paid';--> statement-breakpoint
-- Events made before events had owners go to the first admin account (the demo admin on a demo
-- database); the seed names the owners of the demo events itself.
UPDATE "events" SET "organizer_id" = (SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1) WHERE "organizer_id" IS NULL;
