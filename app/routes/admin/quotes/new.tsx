import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { GST_STATES } from "#app/features/billing/gstin.ts";
import { QUOTE_LINE_KINDS, QUOTE_LINE_LABEL } from "#app/features/cases/quote-billing.ts";
import { quotableServices, readQuoteStart } from "#app/features/cases/quote-origin.server.ts";
import { addDays, parseQuoteForm, QUOTE_MAX_LINES, QUOTE_NOTE_MAX } from "#app/features/cases/quote-schema.ts";
import { listQuotes, quoteStatusLabel, saveQuote } from "#app/features/cases/quotes.server.ts";
import { paiseToRupeesText } from "#app/features/payments/money.ts";
import { indiaDate } from "#app/features/scheduling/clock.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import {
  AudienceHint,
  cardClass,
  FieldError,
  inputClass,
  labelClass,
  linkClass,
  PageTitle,
  textareaClass,
} from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/new";

/**
 * /admin/quotes/new?lead=kind:id | ?case=id | ?revise=id: write a quote for a lead or a case (or the
 * next version of a sent one), save it as a draft or send it. Totals are computed by the server.
 */
export const handle = { access: "staff" };

/** Line rows shown open; the rest sit under "More lines". */
const FIRST_LINES = 4;

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db, content } = appContextOf(args.context);
  const start = await readQuoteStart(db, new URL(args.request.url).searchParams);
  if (!start) throw data("Not found: open this page from a lead, a case or a quote.", { status: 404 });
  const existing = start.origin.leadId
    ? await listQuotes(db, { leadId: start.origin.leadId })
    : start.origin.caseId
      ? await listQuotes(db, { caseId: start.origin.caseId })
      : [];
  const today = indiaDate(new Date());
  const p = start.previous;
  return data(
    {
      start: { from: start.from, back: start.back, client: start.client },
      defaults: {
        service: start.serviceSlug,
        validUntil: p && p.validUntil >= today ? p.validUntil : addDays(today, 14),
        note: p?.note ?? "",
        placeOfSupply: p?.placeOfSupply ?? content.site.tax.stateCode,
        gstin: p?.recipientGstin ?? "",
        lines: (p?.lines ?? []).map((l) => ({
          kind: l.kind,
          description: l.description,
          amount: paiseToRupeesText(l.amountPaise),
        })),
        draft: p?.status === "draft",
      },
      services: quotableServices(content),
      states: Object.entries(GST_STATES).map(([value, label]) => ({ value, label: `${label} (${value})` })),
      existing: existing.map((q) => ({ id: q.id, reference: q.reference, status: quoteStatusLabel[q.status] })),
    },
    { headers: noStoreHeaders() },
  );
}

/** On a refusal the posted values come back, so the form keeps what was typed (also without JavaScript). */
type ActionData = { message: string; errors: Record<string, string>; values?: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, content, config, ip } = appContextOf(args.context);
  const start = await readQuoteStart(db, new URL(args.request.url).searchParams);
  if (!start) throw data("Not found", { status: 404 });
  const form = await readSmallForm(args.request, 32 * 1024);
  if (!form) return data<ActionData>({ message: "The form could not be read. Please try again.", errors: {} }, { status: 400 });
  const fields: Record<string, string> = {};
  for (const name of ["intent", "service", "clientName", "clientEmail", "clientPhone", "validUntil", "placeOfSupply", "gstin"])
    fields[name] = field(form, name, 300);
  fields.note = field(form, "note", QUOTE_NOTE_MAX + 100);
  for (let i = 0; i < QUOTE_MAX_LINES; i++)
    for (const part of ["kind", "description", "amount"]) fields[`line-${i}-${part}`] = field(form, `line-${i}-${part}`, 300);
  const parsed = parseQuoteForm(fields, indiaDate(new Date()));
  if (!parsed.ok)
    return data<ActionData>(
      { message: "Please correct the highlighted fields.", errors: parsed.errors, values: fields },
      { status: 400 },
    );
  const saved = await saveQuote(db, { content, siteUrl: config.siteUrl }, { ...staff, ip }, parsed.value, start.origin);
  if (!saved.ok) return data<ActionData>({ message: saved.message, errors: {}, values: fields }, { status: saved.status });
  return redirect(`/admin/quotes/${saved.id}?${saved.sent ? "sent" : "saved"}=1`);
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("New quote");

export default function NewQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { start, defaults, services, states, existing } = loaderData;
  const result = actionData as ActionData | undefined;
  const err = (name: string) => result?.errors[name];
  const posted = result?.values;
  const value = (name: string, fallback: string) => posted?.[name] ?? fallback;
  const busy = useNavigation().state === "submitting";
  const described = (name: string) => [`${name}-who`, err(name) ? `${name}-error` : ""].filter(Boolean).join(" ");
  const text = (name: string, label: string, value: string, type = "text") => (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={value}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={described(name)}
        className={inputClass}
      />
      <AudienceHint id={`${name}-who`} audience="client" />
      <FieldError id={`${name}-error`} message={err(name)} />
    </div>
  );
  const lineRow = (i: number) => {
    const d = defaults.lines[i];
    const n = (part: string) => `line-${i}-${part}`;
    return (
      <div
        key={n("row")}
        className="grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[14rem_1fr_9rem] dark:border-slate-700"
      >
        <div>
          <label htmlFor={n("kind")} className={labelClass}>
            Line {i + 1}: kind
          </label>
          <select
            id={n("kind")}
            name={n("kind")}
            defaultValue={value(n("kind"), d?.kind ?? (i === 0 ? "our_fee" : ""))}
            className={inputClass}
          >
            <option value="">Unused</option>
            {QUOTE_LINE_KINDS.map((k) => (
              <option key={k} value={k}>
                {QUOTE_LINE_LABEL[k]}
              </option>
            ))}
          </select>
          <FieldError id={`${n("kind")}-error`} message={err(n("kind"))} />
        </div>
        <div>
          <label htmlFor={n("description")} className={labelClass}>
            Line {i + 1}: description
          </label>
          <input
            id={n("description")}
            name={n("description")}
            defaultValue={value(n("description"), d?.description ?? "")}
            maxLength={200}
            aria-invalid={err(n("description")) ? true : undefined}
            aria-describedby={`${n("description")}-who ${n("description")}-error`}
            className={inputClass}
          />
          <AudienceHint id={`${n("description")}-who`} audience="client" />
          <FieldError id={`${n("description")}-error`} message={err(n("description"))} />
        </div>
        <div>
          <label htmlFor={n("amount")} className={labelClass}>
            Line {i + 1}: amount (₹)
          </label>
          <input
            id={n("amount")}
            name={n("amount")}
            inputMode="decimal"
            defaultValue={value(n("amount"), d?.amount ?? "")}
            aria-invalid={err(n("amount")) ? true : undefined}
            aria-describedby={`${n("amount")}-error`}
            className={inputClass}
          />
          <FieldError id={`${n("amount")}-error`} message={err(n("amount"))} />
        </div>
      </div>
    );
  };
  // Rows beyond the first few fold away (a native <details>, so it works without JavaScript) unless in use.
  const moreUsed = Array.from({ length: QUOTE_MAX_LINES - FIRST_LINES }, (_, j) => FIRST_LINES + j).some(
    (i) => !!defaults.lines[i] || !!posted?.[`line-${i}-description`] || !!posted?.[`line-${i}-amount`],
  );
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to={start.back} className={linkClass}>
          Back
        </Link>
      </p>
      <PageTitle title="New quote" />
      <p className="mb-4">{start.from}</p>
      {existing.length ? (
        <section aria-labelledby="h-existing" className={`${cardClass} mb-4`}>
          <h2 id="h-existing" className="text-lg font-semibold">
            Quotes already written here
          </h2>
          <ul className="mt-2 grid gap-1">
            {existing.map((q) => (
              <li key={q.id}>
                <Link to={`/admin/quotes/${q.id}`} className={linkClass}>
                  {q.reference}
                </Link>{" "}
                · {q.status}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result ? <FormAlert message={result.message} /> : null}
      <Form method="post" className={`${cardClass} grid gap-4`} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="service" className={labelClass}>
              Service
            </label>
            <select
              id="service"
              name="service"
              defaultValue={value("service", defaults.service)}
              aria-describedby={described("service")}
              aria-invalid={err("service") ? true : undefined}
              className={inputClass}
            >
              <option value="">Choose a service</option>
              {services.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <AudienceHint id="service-who" audience="client" />
            <FieldError id="service-error" message={err("service")} />
          </div>
          {text("validUntil", "Valid until (last day, in India)", value("validUntil", defaults.validUntil), "date")}
          {text("clientName", "Client's name", value("clientName", start.client.name))}
          {text("clientEmail", "Client's e-mail (the quote is sent here)", value("clientEmail", start.client.email), "email")}
          {text("clientPhone", "Client's phone (optional)", value("clientPhone", start.client.phone), "tel")}
          <div>
            <label htmlFor="placeOfSupply" className={labelClass}>
              Client's state (decides CGST+SGST or IGST)
            </label>
            <select
              id="placeOfSupply"
              name="placeOfSupply"
              defaultValue={value("placeOfSupply", defaults.placeOfSupply)}
              aria-describedby={described("placeOfSupply")}
              className={inputClass}
            >
              {states.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <AudienceHint id="placeOfSupply-who" audience="client" />
            <FieldError id="placeOfSupply-error" message={err("placeOfSupply")} />
          </div>
          {text("gstin", "Client's GSTIN (optional)", value("gstin", defaults.gstin))}
        </div>
        <fieldset className="grid gap-3">
          <legend className="text-lg font-semibold">Lines</legend>
          <p className="text-sm">
            Amounts in rupees. GST is added to our fee by the server; government fees are collected now; charges at actuals are
            only estimated here and paid later against receipts. Leave unused rows blank.
          </p>
          {Array.from({ length: FIRST_LINES }, (_, i) => lineRow(i))}
          <details open={moreUsed} className="border-t border-slate-200 pt-3 dark:border-slate-700">
            <summary className="cursor-pointer font-semibold">
              More lines ({FIRST_LINES + 1} to {QUOTE_MAX_LINES})
            </summary>
            <div className="mt-3 grid gap-3">
              {Array.from({ length: QUOTE_MAX_LINES - FIRST_LINES }, (_, j) => lineRow(FIRST_LINES + j))}
            </div>
          </details>
        </fieldset>
        <div>
          <label htmlFor="note" className={labelClass}>
            Note to the client (scope, what is not included)
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={QUOTE_NOTE_MAX}
            defaultValue={value("note", defaults.note)}
            aria-describedby={described("note")}
            className={textareaClass}
          />
          <AudienceHint id="note-who" audience="client" />
          <FieldError id="note-error" message={err("note")} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="send" className={buttonClass()} disabled={busy}>
            Send to the client
          </button>
          <button type="submit" name="intent" value="draft" className={buttonClass({ variant: "outline" })} disabled={busy}>
            Save draft
          </button>
        </div>
        <p className="text-sm">Once sent, a quote cannot be changed: revising it sends a new version that replaces it.</p>
      </Form>
    </div>
  );
}
