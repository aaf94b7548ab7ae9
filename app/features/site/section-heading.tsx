/** The eyebrow, title and intro every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-2xl"}>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}

/** Page-width wrapper shared by every section. */
export const CONTAINER = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";
