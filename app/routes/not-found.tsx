import { data, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

export function loader() {
  throw data("Not found", { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

/** Rendered by the root error boundary for every 404. */
export function NotFound({ children }: { children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Page not found</title>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">Page not found</h1>
      <p className="mt-4">The page you asked for does not exist or has moved.</p>
      {children}
      <Link to="/" className={buttonClass({ size: "lg" }, "mt-8")}>
        Back to Home
      </Link>
    </div>
  );
}

export default function NotFoundRoute() {
  return <NotFound />;
}
