import { Link, redirect } from "react-router";
import { deviceOf, whatsappTarget } from "#app/components/layout/whatsapp.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/whatsapp";

/**
 * GET /whatsapp: the WhatsApp button. With WHATSAPP_NUMBER configured, a redirect to the app (phone)
 * or the web chat (desktop); without it, a page with the other ways to reach the firm, so no
 * placeholder number is ever offered as ours (decision 072).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const number = context.get(appContext)?.config.whatsappNumber;
  if (number) throw redirect(whatsappTarget(number, deviceOf(request.headers.get("user-agent"))), 302);
  return null;
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta = () => [{ title: "WhatsApp | Nyayik" }, { name: "robots", content: "noindex" }];

export default function WhatsappRoute() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">WhatsApp chat is not open yet</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Our WhatsApp line is being set up. Until then, book a free 15-minute call or send us a message and an expert replies
        within one working day. The assistant (bottom right) answers questions at any hour.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/#consultation" className={buttonClass({ size: "lg" })}>
          Book a free call
        </a>
        <Link to="/contact" className={buttonClass({ variant: "outline", size: "lg" })}>
          Send a message
        </Link>
      </div>
    </div>
  );
}
