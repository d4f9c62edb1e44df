ALTER TABLE "account_tokens" ADD COLUMN "redirect_path" text;--> statement-breakpoint
CREATE INDEX "payments_payer_email_idx" ON "payments" USING btree (lower("payer_email"));