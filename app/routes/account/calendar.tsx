import { data } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { PortalPage } from "#app/features/accounts/portal-ui.tsx";
import { portalCalendarAction } from "#app/features/calendar/actions.server.ts";
import { PortalCalendarForm } from "#app/features/calendar/portal-calendar-form.tsx";
import { loadCalendar } from "#app/features/calendar/rules.server.ts";
import { parseProfiles } from "#app/features/calendar/rules-schema.ts";
import type { PortalCalendarResult } from "#app/features/calendar/subscribe-schema.ts";
import { subscriberByEmail } from "#app/features/calendar/subscriptions.server.ts";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/calendar";

/** /account/calendar: the signed-in client's compliance profile for reminders and their feed link. */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const subscriber = await subscriberByEmail(db, account.email);
  const active = Boolean(subscriber?.confirmedAt && !subscriber.unsubscribedAt);
  return data(
    {
      name: account.name || account.email,
      email: account.email,
      active,
      profiles: active && subscriber ? parseProfiles(subscriber.profiles) : [],
      stateGroup: subscriber?.stateGroup ?? "",
      leadDays: subscriber?.leadDays ?? [7, 1],
      hasFeed: Boolean(subscriber?.feedTokenHash),
      groups: loadCalendar().content.stateGroups,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action(args: Route.ActionArgs) {
  const { account } = await requireClient(args);
  return portalCalendarAction(args, account.email);
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "My compliance calendar | Nyayik" }, { name: "robots", content: "noindex, nofollow" }];

export default function AccountCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PortalPage title="My compliance calendar" name={loaderData.name}>
      <PortalCalendarForm {...loaderData} result={actionData as PortalCalendarResult | undefined} />
    </PortalPage>
  );
}
