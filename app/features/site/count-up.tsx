import { useEffect, useRef, useState } from "react";
import { groupIndian } from "#app/lib/indian-digits.ts";
import { prefersReducedMotion } from "./motion.ts";

/** SPEC §9: counters run for 2 s unless told otherwise, start when half visible and repeat every 10 s. */
export const COUNT_UP_DEFAULT_MS = 2000;
export const COUNT_UP_REPEAT_MS = 10_000;
export const COUNT_UP_VISIBLE_RATIO = 0.5;

const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * A number that counts up from 0 when it is half visible, and again every 10 s while it stays in
 * view. The server HTML (and anyone without JavaScript or with reduced motion) gets the final
 * value; the final value's width is reserved so counting never moves the layout.
 */
export function CountUp({
  value,
  suffix = "",
  durationMs = COUNT_UP_DEFAULT_MS,
}: {
  value: number;
  suffix?: string;
  durationMs?: number;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    let frame = 0;
    let repeat: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      cancelAnimationFrame(frame);
      const start = performance.now();
      const step = (now: number) => {
        const p = Math.min(1, (now - start) / durationMs);
        setShown(Math.round(value * easeOut(p)));
        if (p < 1) frame = requestAnimationFrame(step);
      };
      setShown(0);
      frame = requestAnimationFrame(step);
    };
    const stop = () => {
      clearInterval(repeat);
      repeat = undefined;
      cancelAnimationFrame(frame);
      setShown(value);
    };
    const io = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= COUNT_UP_VISIBLE_RATIO) {
          if (repeat !== undefined) return;
          run();
          repeat = setInterval(run, COUNT_UP_REPEAT_MS);
        } else if (repeat !== undefined) {
          stop();
        }
      },
      { threshold: [0, COUNT_UP_VISIBLE_RATIO] },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      clearInterval(repeat);
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);
  const final = `${groupIndian(value)}${suffix}`;
  // Tabular digits are 1ch wide each, so a minimum width of the final text's length keeps the box still.
  return (
    <span ref={ref}>
      <span
        aria-hidden="true"
        data-testid="count-up"
        className="inline-block text-center tabular-nums"
        style={{ minWidth: `${final.length}ch` }}
      >
        {groupIndian(shown)}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
