import { z } from "zod";

/**
 * Workflows of the firm's services (content/workflows.yaml, issue 25, decision 145): for each priced
 * service or family of services, the stages a case goes through, how many working days we expect each
 * to take and what each stage records (application number, ARN, acknowledgement number…). The
 * document checklist is not here: it comes from the service's facts file (`documents`), one fact in
 * one place. Cross-checks against prices and guides live in workflows.server.ts.
 */

const text = z.string().trim().min(1);
const key = z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, "must be snake_case (lower case letters, digits and _)");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug (lower case, digits and -)");

/** A value staff record when they mark a stage done (e.g. the trademark application number). */
export const StageRecordSchema = z
  .object({
    key,
    /** What staff and the client read beside the value ("Application number"). */
    label: text,
    kind: z.enum(["text", "date"]),
    /** Required: staff cannot mark the stage done without it. */
    required: z.boolean(),
  })
  .strict();
export type StageRecord = z.infer<typeof StageRecordSchema>;

export const StageSchema = z
  .object({
    key,
    /** The staff's name for the stage ("Examination report"). */
    title: text,
    /** In the client's words: what is happening now and who we are waiting on. */
    client: text.max(400),
    /** Expected working days for this stage, including any wait on the government (decision 145). */
    days: z.number().int().min(1),
    /** Values staff record when they move this stage to done. */
    records: z.array(StageRecordSchema).default([]),
    /** The stage happens only in some cases (e.g. a reply when the examiner objects); staff may skip it. */
    optional: z.boolean().default(false),
  })
  .strict();
export type Stage = z.infer<typeof StageSchema>;

export const WorkflowSourceSchema = z.object({ title: text, url: z.url({ protocol: /^https$/ }) }).strict();

export const WorkflowBodySchema = z
  .object({
    /** The staff's name of the workflow ("Trademark registration"). */
    title: text,
    /** Priced services (prices.yaml keys or canonical slugs) that follow this workflow. */
    services: z.array(slug).min(1),
    stages: z.array(StageSchema).min(2),
    /** Where the stages and durations come from: official pages first. */
    sources: z.array(WorkflowSourceSchema).min(1),
  })
  .strict()
  .superRefine((w, ctx) => {
    const stageKeys = new Set<string>();
    const recordKeys = new Set<string>();
    for (const [i, stage] of w.stages.entries()) {
      if (stageKeys.has(stage.key))
        ctx.addIssue({ code: "custom", path: ["stages", i, "key"], message: `duplicate stage key "${stage.key}"` });
      stageKeys.add(stage.key);
      for (const [j, record] of stage.records.entries()) {
        if (recordKeys.has(record.key))
          ctx.addIssue({
            code: "custom",
            path: ["stages", i, "records", j, "key"],
            message: `duplicate record key "${record.key}" in this workflow`,
          });
        recordKeys.add(record.key);
      }
    }
    if (w.stages[0]?.optional)
      ctx.addIssue({ code: "custom", path: ["stages", 0, "optional"], message: "the first stage cannot be optional" });
    const services = new Set<string>();
    for (const [i, s] of w.services.entries()) {
      if (services.has(s)) ctx.addIssue({ code: "custom", path: ["services", i], message: `lists "${s}" twice` });
      services.add(s);
    }
  });

/** The whole file: workflow id (a slug, stored on each case) → workflow. */
export const WorkflowsFileSchema = z.record(slug, WorkflowBodySchema);

export type Workflow = z.infer<typeof WorkflowBodySchema> & {
  /** The workflow's id in content/workflows.yaml (cases store it as workflow_id). */
  id: string;
  /** Sum of the stages' days (optional stages included): the expected length of a case. */
  totalDays: number;
};

/** One item of a case's document checklist, derived from the service's facts `documents`. */
export type ChecklistItem = {
  /** A stable slug of the document's name (unique within the service). */
  key: string;
  name: string;
  why: string;
  required: boolean;
  /** Who needs it when not everyone does; staff decide whether it applies to the case. */
  who?: string;
  types: ("pdf" | "jpg" | "png" | "docx")[];
};
