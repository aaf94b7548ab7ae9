import { Suspense, useState } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { lazyOnIntent, useOnceTrue } from "#app/components/ui/lazy.ts";

// The checkout form loads on first use: pointing at or focusing 'Pay Now' fetches it (issue 16).
const checkout = lazyOnIntent(() => import("./checkout-dialog.tsx").then((m) => ({ default: m.CheckoutDialog })));

/** The Premium Service Package's 'Pay Now' button; the checkout dialog mounts on the first click. */
export function CheckoutButton({ slug, title }: { slug: string; title: string }) {
  const [open, setOpen] = useState(false);
  const mounted = useOnceTrue(open);
  return (
    <>
      {/* The checkout page until scripts run; then the dialog opens in place (decision 134). */}
      <a
        href={`/service/${slug}/checkout`}
        aria-haspopup="dialog"
        className={buttonClass({ size: "lg" })}
        {...checkout.intent}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="rupee" className="size-5" /> Pay Now
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <checkout.Component slug={slug} title={title} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
