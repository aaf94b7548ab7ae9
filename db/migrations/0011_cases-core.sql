CREATE TABLE "case_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"visible_to_client" boolean NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea",
	"storage_key" text,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"from" text NOT NULL,
	"author_id" text,
	"author_label" text NOT NULL,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"stage_key" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"client_email" text NOT NULL,
	"client_name" text NOT NULL,
	"service_slug" text NOT NULL,
	"service_title" text NOT NULL,
	"workflow_id" text NOT NULL,
	"stage_key" text NOT NULL,
	"stage_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage_due_at" timestamp with time zone,
	"expert_staff_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"closing_reason" text,
	"source" text NOT NULL,
	"lead_kind" text,
	"lead_id" uuid,
	"payment_id" uuid,
	"quote_id" uuid,
	"last_client_event_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cases_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "case_deliverables" ADD CONSTRAINT "case_deliverables_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_deliverables" ADD CONSTRAINT "case_deliverables_file_id_case_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."case_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_references" ADD CONSTRAINT "case_references_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_expert_staff_id_staff_users_id_fk" FOREIGN KEY ("expert_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_deliverables_case_idx" ON "case_deliverables" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_item_idx" ON "case_documents" USING btree ("case_id","item_key");--> statement-breakpoint
CREATE INDEX "case_documents_state_idx" ON "case_documents" USING btree ("state");--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_files_case_idx" ON "case_files" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_references_key_idx" ON "case_references" USING btree ("case_id","key");--> statement-breakpoint
CREATE INDEX "cases_client_idx" ON "cases" USING btree ("client_email","created_at");--> statement-breakpoint
CREATE INDEX "cases_list_idx" ON "cases" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "cases_expert_due_idx" ON "cases" USING btree ("expert_staff_id","status","stage_due_at");--> statement-breakpoint
CREATE INDEX "cases_due_idx" ON "cases" USING btree ("status","stage_due_at");--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin (("reference" || ' ' || "client_name" || ' ' || "client_email" || ' ' || "service_slug") gin_trgm_ops);