import { caseDateTime } from "./case-ui.tsx";

/** The case's whole history for staff, newest first, team-only events marked. */

const EVENT_TEXT: Record<string, string> = {
  opened: "opened the case",
  stage: "moved the stage",
  references: "recorded references",
  document_received: "sent a document",
  document_accepted: "accepted a document",
  document_returned: "sent a document back",
  message: "wrote to the client",
  client_message: "wrote to the expert",
  note: "added an internal note",
  reassigned: "reassigned the case",
  deliverable: "added a deliverable",
  closing_reason: "recorded why the case closed",
  closed: "closed the case",
};

/** The one detail worth a glance in the history: which document, which stage, who. */
function eventDetail(data: Record<string, unknown>): string {
  const pick = [data.name, data.stageTitle, data.expertName, data.title].find((v) => typeof v === "string");
  return typeof pick === "string" ? `: ${pick}` : "";
}

export function CaseHistory({
  events,
}: {
  events: { id: string; kind: string; visibleToClient: boolean; actor: string; data: Record<string, unknown>; at: string }[];
}) {
  return (
    <ol className="mt-2 grid gap-2 text-sm">
      {[...events].reverse().map((e) => (
        <li key={e.id}>
          <span className="font-semibold">{e.actor}</span> {EVENT_TEXT[e.kind] ?? e.kind}
          {eventDetail(e.data)}
          {e.visibleToClient ? "" : " (only the team sees this)"}
          <br />
          <span className="text-slate-600 dark:text-slate-300">{caseDateTime(e.at)}</span>
        </li>
      ))}
    </ol>
  );
}
