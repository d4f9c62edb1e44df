CREATE TYPE "public"."organization_role" AS ENUM('dono', 'gerente', 'financeiro', 'checkin', 'visualizacao');--> statement-breakpoint
CREATE TYPE "public"."organization_status" AS ENUM('pendente', 'aprovada', 'recusada');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'operador';--> statement-breakpoint
CREATE TABLE "organization_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"support" boolean DEFAULT false NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "organization_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organization_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "organization_role" NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"document" text,
	"public_name" text NOT NULL,
	"logo_url" text,
	"contact_email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"payout_details" jsonb,
	"status" "organization_status" DEFAULT 'pendente' NOT NULL,
	"refusal_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_activity" ADD CONSTRAINT "organization_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_activity" ADD CONSTRAINT "organization_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_activity_feed_idx" ON "organization_activity" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_open_unique" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."accepted_at" is null and "organization_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_document_unique" ON "organizations" USING btree ("document") WHERE "organizations"."document" is not null;--> statement-breakpoint
CREATE INDEX "organizations_status_idx" ON "organizations" USING btree ("status","created_at");--> statement-breakpoint
-- Every organizer (an admin, or the owner of an event) becomes the Dono of an organization of
-- their own, approved since they already sold; it takes the account's id, so their events find it.
INSERT INTO "organizations" ("id", "name", "public_name", "contact_email", "status", "reviewed_at", "created_by", "created_at")
SELECT u."id", u."name",
  coalesce((SELECT e."organizer_name" FROM "events" e WHERE e."organizer_id" = u."id" AND e."organizer_name" <> '' ORDER BY e."created_at" DESC LIMIT 1), u."name"),
  u."email", 'aprovada', now(), u."id", u."created_at"
FROM "users" u
WHERE u."role" = 'admin' OR EXISTS (SELECT 1 FROM "events" e WHERE e."organizer_id" = u."id");--> statement-breakpoint
INSERT INTO "organization_members" ("organization_id", "user_id", "role", "created_at")
SELECT o."id", o."id", 'dono', o."created_at" FROM "organizations" o;--> statement-breakpoint
UPDATE "events" SET "organization_id" = "organizer_id" WHERE "organizer_id" IS NOT NULL;--> statement-breakpoint
-- Events nobody owned (made before events had owners, never claimed) go to one organization
-- without members, which the operator can see and hand over.
INSERT INTO "organizations" ("id", "name", "public_name", "contact_email", "status", "reviewed_at")
SELECT '00000000-0000-4000-8000-000000000017', 'Eventos sem organização', 'Bilheteria', 'contato@bilheteria.com.br', 'aprovada', now()
WHERE EXISTS (SELECT 1 FROM "events" WHERE "organization_id" IS NULL);--> statement-breakpoint
UPDATE "events" SET "organization_id" = '00000000-0000-4000-8000-000000000017' WHERE "organization_id" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_support_organization_id_organizations_id_fk" FOREIGN KEY ("support_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_organization_idx" ON "events" USING btree ("organization_id","starts_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "platform_operator";