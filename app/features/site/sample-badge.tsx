/** The visible label on content that is still a sample (decision 070): readable in both themes. */
export function SampleBadge({ children = "Sample" }: { children?: string }) {
  return (
    <span className="inline-block rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:border-amber-300 dark:bg-amber-950 dark:text-amber-200">
      {children}
    </span>
  );
}
