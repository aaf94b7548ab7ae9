import type { ReactNode } from "react";

/** Pieces the client's case page and the staff console's case page share. Pure display, no data access. */

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
export const caseDate = (iso: string) => dateFormat.format(new Date(iso));
export const caseDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} IST`;

export const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type StageLike = {
  key: string;
  optional?: boolean;
  title: string;
  client: string;
  state: "done" | "current" | "next" | "later" | "skipped";
  at: string | null;
  dueAt: string | null;
};

const STAGE_MARK: Record<StageLike["state"], string> = {
  done: "bg-green-700 border-green-700 dark:bg-green-400 dark:border-green-400",
  current: "bg-brand-700 border-brand-700 dark:bg-brand-300 dark:border-brand-300",
  next: "bg-white border-slate-500 dark:bg-slate-900 dark:border-slate-400",
  later: "bg-white border-slate-300 dark:bg-slate-900 dark:border-slate-600",
  skipped: "bg-slate-300 border-slate-300 dark:bg-slate-700 dark:border-slate-700",
};

const STAGE_STATE: Record<StageLike["state"], string> = {
  done: "Done",
  current: "Now",
  next: "Next",
  later: "Later",
  skipped: "Not needed",
};

/** The stage timeline: done stages with their dates, the current one with its expected date and what happens, what comes next. */
export function StageTimeline({ stages, audience }: { stages: StageLike[]; audience: "client" | "staff" }) {
  return (
    <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-5 dark:border-slate-700">
      {stages.map((s) => (
        <li key={s.key} className="relative" aria-current={s.state === "current" ? "step" : undefined}>
          <span
            aria-hidden="true"
            className={`absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 ${STAGE_MARK[s.state]}`}
          />
          <p
            className={`font-semibold ${s.state === "later" || s.state === "skipped" ? "text-slate-600 dark:text-slate-400" : "text-slate-900 dark:text-white"}`}
          >
            <span className="sr-only">{STAGE_STATE[s.state]}: </span>
            {s.title}
            <span aria-hidden="true" className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
              {STAGE_STATE[s.state]}
            </span>
            {s.optional && (s.state === "next" || s.state === "later") ? (
              <span className="ml-1 text-sm font-normal text-slate-600 dark:text-slate-300">(only if needed)</span>
            ) : null}
          </p>
          {s.state === "done" && s.at ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">Completed {caseDate(s.at)}</p>
          ) : null}
          {s.state === "current" ? (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Since {s.at ? caseDate(s.at) : "—"}
                {s.dueAt ? (
                  <>
                    {" "}
                    · <strong>expected by {caseDate(s.dueAt)}</strong>
                  </>
                ) : null}
              </p>
              <p className="mt-1 text-slate-800 dark:text-slate-200">{s.client}</p>
            </>
          ) : null}
          {s.state === "next" && audience === "client" ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">What happens next: {s.client}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export const DOCUMENT_STATE: Record<string, { label: string; tone: string }> = {
  waiting: { label: "Waiting for you", tone: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50" },
  received: { label: "Received, being checked", tone: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50" },
  accepted: { label: "Accepted", tone: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" },
  returned: { label: "Sent back", tone: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50" },
};

export function DocumentState({ state, audience }: { state: string; audience: "client" | "staff" }) {
  const s = DOCUMENT_STATE[state] ?? { label: state, tone: "" };
  const label =
    audience === "staff" && state === "waiting"
      ? "Waiting on client"
      : audience === "staff" && state === "received"
        ? "To review"
        : s.label;
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${s.tone}`}>{label}</span>;
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-h`} id={id} className="mt-8 scroll-mt-20">
      <h2 id={`${id}-h`} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function MessageList({
  messages,
}: {
  messages: { id: string; from: string; author: string; body: string; internal: boolean; at: string }[];
}) {
  if (messages.length === 0) return <p className="mt-2 text-slate-700 dark:text-slate-300">No messages yet.</p>;
  return (
    <ul className="mt-3 space-y-3">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-xl border p-3 ${
            m.internal
              ? "border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950"
              : m.from === "client"
                ? "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
                : "border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950"
          }`}
        >
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {m.internal ? "Team note (only the team sees this) · " : ""}
            {m.author} · <span className="font-normal">{caseDateTime(m.at)}</span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{m.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function ReferenceList({ references }: { references: { key: string; label: string; value: string }[] }) {
  if (references.length === 0) return <p className="mt-2 text-slate-700 dark:text-slate-300">None recorded yet.</p>;
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900">
      {references.map((r) => (
        <div key={r.key} className="contents">
          <dt className="font-semibold text-slate-900 dark:text-white">{r.label}</dt>
          <dd className="mb-2 break-words text-slate-800 sm:mb-0 dark:text-slate-200">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const fileInputClass =
  "mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold dark:text-slate-100 dark:file:bg-slate-700 dark:file:text-white";
export const textareaClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white";
export const cardClass = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";
export const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300";
