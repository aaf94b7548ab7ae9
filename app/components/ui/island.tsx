import {
  type ComponentType,
  lazy,
  memo,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";

/**
 * Below-the-fold parts whose code loads when they come near the screen (issue 16, decision 089).
 *
 * The server renders an island in full, so the page reads and works without JavaScript: its links
 * are plain links and its forms post natively. While the page hydrates, React keeps the island's
 * markup exactly as the server drew it (a frozen copy) and requests none of its code. The island's
 * code loads once it is within about a phone screen of the viewport, or when the visitor focuses or
 * presses something inside it; React then draws the live island in place of the copy in one step,
 * carrying over the focused field and anything typed. The swap never happens under the visitor's
 * hands: not during a press, and not while they are filling the copy's fields, unless they send the
 * form (held, then sent by the live form; natively if the code cannot load) or choose or drop a file.
 * An island mounted by a client navigation renders at once.
 *
 * Only parts that work natively belong in an island (links, forms, static text): a click on a
 * script-only button in the frozen copy would do nothing.
 */

/** How far outside the viewport an island comes alive: about one phone screen. */
const MARGIN = "800px 0px";

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes it.
export function island<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const ensure = () => {
    loading ??= load().then((c) => {
      loaded = c;
      return c;
    });
    return loading;
  };
  // Only while the code is not here yet: the server's first render, or a client navigation.
  const Lazy = lazy(() => ensure().then((c) => ({ default: c })));

  function Island(props: P) {
    const id = useId();
    // On the client's first render: the page's server-drawn markup for the island. Null on the server,
    // and when a client navigation mounts the island (no such element in the page then).
    const [frozen] = useState(() =>
      typeof document === "undefined" ? null : (document.querySelector(`[data-island="${CSS.escape(id)}"]`)?.innerHTML ?? null),
    );
    const [live, setLive] = useState(frozen === null);
    const ref = useRef<HTMLDivElement>(null);
    const copy = useRef<HTMLElement | null>(null);
    const focused = useRef<string | null>(null);
    const replay = useRef<Pending[]>([]);
    const resubmit = useRef<number[] | null>(null);
    const type = useRef<ComponentType<P> | null>(null);

    useEffect(() => {
      const el = ref.current;
      if (live || !el) return;
      let pressed = false;
      let woken = false;
      let done = false;
      // Something only the live island can answer (a file chosen or dragged in): swap even mid-form.
      let urgent = false;
      const swap = () => {
        if (done || pressed || !loaded) return;
        // Not under the visitor's hands: while they are in the copy's fields it waits for them to
        // leave, to send the form, or to need the live island.
        if (!urgent && !resubmit.current && el.contains(document.activeElement)) return;
        done = true;
        copy.current = el;
        // The check above and the commit run in one task (issue 27): in a transition, React could yield
        // between them, the visitor could tap into a field of the copy and type, and the commit would
        // then drop that field and its focus, losing what they type next.
        flushSync(() => setLive(true));
      };
      const wake = () => {
        if (woken) return;
        woken = true;
        ensure().then(swap, () => {
          // The code could not be loaded: a held-back submission goes the native way after all.
          const form = resubmit.current && follow(el, resubmit.current);
          resubmit.current = null;
          if (form instanceof HTMLFormElement) HTMLFormElement.prototype.submit.call(form);
        });
      };
      // A form sent from the copy is held and sent again by the live form, the way it is with scripts.
      const hold = (e: Event, form: HTMLFormElement | null) => {
        if (!form || resubmit.current) return;
        e.preventDefault();
        resubmit.current = pathTo(el, form);
        wake();
        swap();
      };
      const onSubmit = (e: SubmitEvent) => hold(e, e.target as HTMLFormElement);
      // A file dragged onto the copy: the browser must not open it, and the live island gets the events.
      const onDrag = (e: DragEvent) => {
        e.preventDefault();
        urgent = true;
        replay.current.push({ type: e.type, path: pathTo(el, e.target as Element), data: e.dataTransfer });
        wake();
      };
      // The browser's own checks stopped a send from the copy: the live form shows its messages instead.
      const onInvalid = (e: Event) => hold(e, (e.target as HTMLInputElement).form);
      const onChange = (e: Event) => {
        if ((e.target as HTMLInputElement).type !== "file") return;
        urgent = true;
        wake();
        swap();
      };
      const onLeave = () => setTimeout(swap, 0);
      const onPress = () => {
        pressed = true;
        wake();
      };
      // After the press's click has run on the copy (a native submit, a link), not in the middle of it.
      const onRelease = () => {
        pressed = false;
        setTimeout(swap, 0);
      };
      if (typeof IntersectionObserver === "undefined") return wake();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
        rootMargin: MARGIN,
      });
      observer.observe(el);
      const off = new AbortController();
      const on = { signal: off.signal };
      el.addEventListener("focusin", wake, on);
      el.addEventListener("pointerdown", onPress, on);
      el.addEventListener("submit", onSubmit, on);
      el.addEventListener("change", onChange, on);
      el.addEventListener("invalid", onInvalid, { ...on, capture: true });
      el.addEventListener("focusout", onLeave, on);
      for (const type of DRAG) el.addEventListener(type, onDrag, on);
      window.addEventListener("pointerup", onRelease, on);
      window.addEventListener("pointercancel", onRelease, on);
      return () => {
        done = true;
        observer.disconnect();
        off.abort();
      };
    }, [live]);

    if (!live) {
      // React leaves the inner HTML it is given alone, both while hydrating and after.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered markup, read back from the DOM
      return <div ref={ref} data-island={id} dangerouslySetInnerHTML={{ __html: frozen ?? "" }} suppressHydrationWarning />;
    }
    if (copy.current) {
      // Read just before the copy is replaced (render and commit run in one task): the field the
      // visitor is in now, which may differ from the one they were in when the code was asked for.
      const active = document.activeElement;
      focused.current = active && copy.current.contains(active) ? active.getAttribute("name") : null;
    }
    // Fixed for the island's life: switching from Lazy to the loaded component would remount it.
    type.current ??= loaded ?? Lazy;
    const Live = type.current;
    return (
      <div ref={ref} key="live" data-island={id}>
        <Suspense fallback={null}>
          <Live {...props} />
          <CarryOver id={id} from={copy} focused={focused} replay={replay} resubmit={resubmit} />
        </Suspense>
      </div>
    );
  }
  // A parent that re-renders with the same props leaves the island alone.
  return memo(Island);
}

const DRAG = ["dragenter", "dragover", "dragleave", "drop"] as const;

/** An event that reached the frozen copy, to be dispatched again on the live island. */
type Pending = { type: string; path: number[]; data: DataTransfer | null };

/** The element's position under `root`, as child indexes (the live island has the copy's structure). */
function pathTo(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

/** The element at `path` under `root`. */
function follow(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const i of path) node = node?.children[i];
  return node;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Once the live island is drawn (before it is painted): what the visitor did to the copy. */
function CarryOver({
  id,
  from,
  focused,
  replay,
  resubmit,
}: {
  id: string;
  from: RefObject<HTMLElement | null>;
  focused: RefObject<string | null>;
  replay: RefObject<Pending[]>;
  resubmit: RefObject<number[] | null>;
}) {
  useLayoutEffect(() => {
    // The island's own element: its ref is attached only after this child's layout effect runs.
    const el = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
    const old = from.current;
    if (!el || !old) return;
    from.current = null;
    for (const field of old.querySelectorAll<Field>("input[name], textarea[name], select[name]")) {
      const choice = field.type === "checkbox" || field.type === "radio";
      const named = [...el.querySelectorAll<Field>(`[name="${CSS.escape(field.name)}"]`)];
      const target = choice ? named.find((t) => t.value === field.value) : named[0];
      if (!target || field.type === "hidden" || target.type !== field.type) continue;
      if (field instanceof HTMLInputElement && target instanceof HTMLInputElement) {
        if (choice) {
          target.checked = field.checked;
          continue;
        }
        if (field.type === "file") {
          if (field.files?.length) {
            target.files = field.files;
            target.dispatchEvent(new Event("change", { bubbles: true }));
          }
          continue;
        }
      }
      if (field.value && !target.value) target.value = field.value;
    }
    if (focused.current) el.querySelector<HTMLElement>(`[name="${CSS.escape(focused.current)}"]`)?.focus();
    for (const { type, path, data } of replay.current.splice(0)) {
      follow(el, path)?.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    }
    const form = resubmit.current && follow(el, resubmit.current);
    resubmit.current = null;
    // After React has finished this commit, so the form's own submit handler is in place.
    if (form instanceof HTMLFormElement) setTimeout(() => form.requestSubmit(), 0);
  }, [id, from, focused, replay, resubmit]);
  return null;
}
