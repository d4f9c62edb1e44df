CREATE TABLE "badge_layouts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"size" text NOT NULL,
	"fields" jsonb NOT NULL,
	"printed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_layouts_size" CHECK ("badge_layouts"."size" in ('a6', 'etiquetas_4', 'etiquetas_8'))
);
--> statement-breakpoint
CREATE TABLE "certificate_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"workload_minutes" integer NOT NULL,
	"text" text NOT NULL,
	"rule" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_settings_workload" CHECK ("certificate_settings"."workload_minutes" between 30 and 59940),
	CONSTRAINT "certificate_settings_rule" CHECK ("certificate_settings"."rule" in ('presentes', 'todos'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"holder_email" text NOT NULL,
	"event_title" text NOT NULL,
	"event_day" text NOT NULL,
	"event_dates_text" text NOT NULL,
	"workload_minutes" integer NOT NULL,
	"organization_name" text NOT NULL,
	"body" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"email_id" uuid,
	"downloads" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "badge_layouts" ADD CONSTRAINT "badge_layouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_ticket_unique" ON "certificates" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "certificates_event_idx" ON "certificates" USING btree ("event_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_holder_email_idx" ON "certificates" USING btree ("holder_email");