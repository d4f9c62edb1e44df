CREATE TABLE "ticket_holder_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"old_name" text NOT NULL,
	"old_email" text NOT NULL,
	"old_code" text NOT NULL,
	"new_name" text NOT NULL,
	"new_email" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_as" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_holder_changes_as" CHECK ("ticket_holder_changes"."changed_as" in ('buyer', 'participant'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "participant_swap_hours" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "ticket_holder_changes" ADD CONSTRAINT "ticket_holder_changes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_holder_changes" ADD CONSTRAINT "ticket_holder_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_holder_changes_ticket_idx" ON "ticket_holder_changes" USING btree ("ticket_id","changed_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_swap_hours_range" CHECK ("events"."participant_swap_hours" between 0 and 720);