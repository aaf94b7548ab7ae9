import { data, Form, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { parseAvailability, WEEKDAYS } from "#app/features/booking/availability-form.ts";
import { loadSchedule, saveSchedule } from "#app/features/booking/schedule.server.ts";
import { CALL_LENGTHS } from "#app/features/booking/slots.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { labelClass, PageHeading, selectClass } from "#app/features/staff/console-ui.tsx";
import { FORM_UNREADABLE, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/availability";

/** /admin/availability: the signed-in staff member's hours for the free call, days off and call length. */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, content } = appContextOf(args.context);
  const schedule = await loadSchedule(db, staff.id);
  return data({ schedule, office: content.site.hours }, { headers: noStoreHeaders() });
}

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const form = await readSmallForm(args.request);
  if (!form) return data({ ok: false as const, errors: { form: FORM_UNREADABLE } }, { status: 400, headers: noStoreHeaders() });
  const parsed = parseAvailability((name) => String(form.get(name) ?? "").slice(0, 4000));
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400, headers: noStoreHeaders() });
  await saveSchedule(db, staff.id, parsed.value);
  return data({ ok: true as const, errors: {} as Record<string, string> }, { headers: noStoreHeaders() });
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("My call hours");

const inputClass =
  "mt-1 block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white";

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, office } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const firstError = Object.values(errors)[0];
  return (
    <div className="max-w-2xl">
      <PageHeading
        title="My call hours"
        intro={`Visitors book free calls with you in these hours (India time), within the office hours ${office.opens}–${office.closes}, for the next 14 days, at least 2 hours ahead. Calls already booked stay when you change them.`}
      />
      {actionData?.ok ? <FormAlert tone="ok" message="Saved. The booking page now shows your new hours." /> : null}
      <FormAlert message={firstError ? `Not saved: ${firstError}` : null} />
      {!schedule.saved && !actionData?.ok ? (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">You are not taking calls yet: set your hours and save.</p>
      ) : null}
      <Form method="post" className="space-y-6">
        <div>
          <label htmlFor="callMinutes" className={labelClass}>
            Call length
          </label>
          <select id="callMinutes" name="callMinutes" defaultValue={String(schedule.callMinutes)} className={selectClass}>
            {CALL_LENGTHS.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-base font-semibold">Weekly hours (leave both empty on a day you do not take calls)</legend>
          <div className="mt-2 space-y-3">
            {WEEKDAYS.map((name, i) => {
              const day = String(i + 1);
              const range = schedule.weeklyHours[day]?.[0];
              const error = errors[`day-${day}`];
              return (
                <div key={day} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[6rem_1fr_1fr]">
                  <span className="col-span-2 text-sm font-semibold sm:col-span-1 sm:pb-3">{name}</span>
                  <div>
                    <label htmlFor={`start-${day}`} className={labelClass}>
                      From<span className="sr-only"> on {name}</span>
                    </label>
                    <input
                      id={`start-${day}`}
                      name={`start-${day}`}
                      type="time"
                      step={300}
                      defaultValue={range?.start ?? ""}
                      aria-invalid={error ? true : undefined}
                      className={inputClass}
                    />
                  </div>
                  <div>
                    <label htmlFor={`end-${day}`} className={labelClass}>
                      To<span className="sr-only"> on {name}</span>
                    </label>
                    <input
                      id={`end-${day}`}
                      name={`end-${day}`}
                      type="time"
                      step={300}
                      defaultValue={range?.end ?? ""}
                      aria-invalid={error ? true : undefined}
                      className={inputClass}
                    />
                  </div>
                  {error ? (
                    <p className="col-span-2 text-sm font-medium text-red-700 sm:col-span-3 dark:text-red-300">{error}</p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div>
          <label htmlFor="daysOff" className={labelClass}>
            Days off
          </label>
          <textarea
            id="daysOff"
            name="daysOff"
            rows={3}
            defaultValue={schedule.daysOff.join("\n")}
            aria-describedby="daysOff-hint"
            aria-invalid={errors.daysOff ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
          />
          <p id="daysOff-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            One date per line, as YYYY-MM-DD (for example 2026-12-25). Only staff see this list; visitors simply find no times on
            these days.
          </p>
        </div>
        <button type="submit" disabled={busy} className={buttonClass({ size: "lg" })}>
          {busy ? "Saving..." : "Save my hours"}
        </button>
      </Form>
    </div>
  );
}
