ALTER TABLE "payment_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");