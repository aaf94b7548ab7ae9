CREATE INDEX "consultation_requests_inbox_idx" ON "consultation_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_inbox_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "uploads_consultation_idx" ON "uploads" USING btree ("consultation_id");