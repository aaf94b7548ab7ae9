import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { useShell } from "./shell-context.tsx";

type Group = { name: string; items: { name: string; slug: string }[] };

/** A category's groups; each item leads to its page, with its PDF one click away in the viewer. */
export function GroupList({ groups, onNavigate }: { groups: Group[]; onNavigate?: () => void }) {
  const { open } = useShell();
  return (
    <div className="max-h-[65vh] space-y-5 overflow-y-auto pr-1">
      {groups.map((group) => (
        <section key={group.name}>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">{group.name}</h3>
          <ul className="grid gap-1 sm:grid-cols-2">
            {group.items.map((item) => (
              <li
                key={item.slug}
                className="flex items-center justify-between gap-2 rounded-lg px-2 py-1 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <Link
                  to={`/service/${item.slug}`}
                  className="py-1 text-slate-800 hover:underline dark:text-slate-100"
                  onClick={onNavigate}
                >
                  {item.name}
                </Link>
                <button
                  type="button"
                  className="rounded p-1 text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
                  aria-label={`${item.name} guide (PDF)`}
                  onClick={() => open({ kind: "pdf", url: `/docs/${item.slug}.pdf`, title: item.name })}
                >
                  <Icon name="file" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
