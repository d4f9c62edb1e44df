CREATE TYPE "public"."tipo_pessoa" AS ENUM('PF', 'PJ');--> statement-breakpoint
CREATE TABLE "order_billing" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"tipo_pessoa" "tipo_pessoa" NOT NULL,
	"payer_name" text NOT NULL,
	"payer_cpf" text NOT NULL,
	"cnpj" text,
	"razao_social" text,
	"inscricao_municipal" text,
	"address" jsonb,
	"finance_email" text,
	"invoice_requested" boolean DEFAULT false NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"invoice_issued_by" uuid,
	"invoice_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_billing_pj_has_cnpj" CHECK ("order_billing"."tipo_pessoa" = 'PF' or ("order_billing"."cnpj" is not null and "order_billing"."razao_social" is not null)),
	CONSTRAINT "order_billing_issue_complete" CHECK (("order_billing"."invoice_number" is null) = ("order_billing"."invoice_date" is null))
);
--> statement-breakpoint
ALTER TABLE "order_billing" ADD CONSTRAINT "order_billing_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing" ADD CONSTRAINT "order_billing_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing" ADD CONSTRAINT "order_billing_invoice_issued_by_users_id_fk" FOREIGN KEY ("invoice_issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_billing_event_invoice_idx" ON "order_billing" USING btree ("event_id") WHERE "order_billing"."invoice_requested";