CREATE TYPE "public"."check_in_result" AS ENUM('valido', 'ja_utilizado', 'invalido');--> statement-breakpoint
CREATE TABLE "check_in_scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nonce" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_id" uuid,
	"code" text,
	"result" "check_in_result" NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scanner_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "check_in_scan_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "check_in_link_id" uuid;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_link_id_scanner_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."scanner_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanner_links" ADD CONSTRAINT "scanner_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanner_links" ADD CONSTRAINT "scanner_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_scans_nonce_unique" ON "check_in_scans" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "check_in_scans_event_received_idx" ON "check_in_scans" USING btree ("event_id","received_at");--> statement-breakpoint
CREATE INDEX "check_in_scans_ticket_idx" ON "check_in_scans" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scanner_links_token_hash_unique" ON "scanner_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scanner_links_event_idx" ON "scanner_links" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_check_in_link_id_scanner_links_id_fk" FOREIGN KEY ("check_in_link_id") REFERENCES "public"."scanner_links"("id") ON DELETE no action ON UPDATE no action;