ALTER TABLE "payment_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
CREATE INDEX "consultation_requests_inbox_idx" ON "consultation_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultation_requests_search_idx" ON "consultation_requests" USING gin (("full_name" || ' ' || "email" || ' ' || "phone" || ' ' || "city" || ' ' || "details" || ' ' || coalesce("transcript"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (("full_name" || ' ' || "email" || ' ' || "phone" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_inbox_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "uploads_consultation_idx" ON "uploads" USING btree ("consultation_id");