ALTER TABLE "consultation_requests" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_requests_reference_idx" ON "consultation_requests" USING btree ("reference");