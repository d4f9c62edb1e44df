CREATE TABLE "virtual_queue_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "virtual_queue_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"admission_expires_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"orders_made" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_queues" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"auto_threshold_per_second" integer NOT NULL,
	"active_since" timestamp with time zone,
	"admitted_through" timestamp (3) with time zone,
	"last_busy_at" timestamp with time zone,
	"joined" integer DEFAULT 0 NOT NULL,
	"admitted" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_queues_mode" CHECK ("virtual_queues"."mode" in ('desligada', 'ligada', 'automatica')),
	CONSTRAINT "virtual_queues_rate" CHECK ("virtual_queues"."rate_per_minute" > 0),
	CONSTRAINT "virtual_queues_threshold" CHECK ("virtual_queues"."auto_threshold_per_second" > 0)
);
--> statement-breakpoint
ALTER TABLE "virtual_queue_entries" ADD CONSTRAINT "virtual_queue_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_queues" ADD CONSTRAINT "virtual_queues_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_queue_entries_seq" ON "virtual_queue_entries" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "virtual_queue_entries_waiting" ON "virtual_queue_entries" USING btree ("event_id","seq") WHERE "virtual_queue_entries"."admitted_at" is null and "virtual_queue_entries"."left_at" is null;--> statement-breakpoint
CREATE INDEX "virtual_queue_entries_lost" ON "virtual_queue_entries" USING btree ("event_id","seq") WHERE "virtual_queue_entries"."left_at" is not null;