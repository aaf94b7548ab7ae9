/** Top ticker: the five announcements in a 30 s loop; pauses on hover and focus; still under reduced motion. */
export function Ticker({ items }: { items: string[] }) {
  return (
    <section aria-label="Announcements" className="marquee overflow-hidden bg-brand-900 text-sm text-white" tabIndex={-1}>
      <div className="marquee-track flex w-max motion-reduce:w-full motion-reduce:flex-wrap" data-testid="ticker-track">
        {[0, 1].map((copy) => (
          <ul
            key={copy}
            className="flex shrink-0 motion-reduce:[&:nth-child(2)]:hidden"
            aria-hidden={copy === 1 ? true : undefined}
          >
            {items.map((item) => (
              <li key={item} className="px-8 py-2 whitespace-nowrap motion-reduce:whitespace-normal">
                <span aria-hidden="true" className="mr-2 text-accent-300">
                  ●
                </span>
                {copy === 0 ? (
                  // Out of the tab order (issue 27): the skip link is followed by the menu, not five
                  // announcements. The updates they point to are in the menu and on the page.
                  <a href="/#blogs" tabIndex={-1} className="hover:underline focus-visible:underline">
                    {item}
                  </a>
                ) : (
                  item
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
