import { data } from "react-router";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/index";

/** /admin: the dashboard. A placeholder greeting until the console screens land (issue 12). */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  return data({ name: staff.name }, { headers: noStoreHeaders() });
}

export const meta = () => adminMeta("Dashboard");

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-2">Signed in as {loaderData.name}. Choose a section from the menu.</p>
    </div>
  );
}
