import { type ReactNode, useId, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { formatClock } from "./format.ts";

export const PROMO_VIDEO = {
  src: "/media/nyayik-promo.mp4",
  poster: "/media/nyayik-promo-poster.webp",
  captions: "/media/nyayik-promo.en.vtt",
  seconds: 60,
  title: "Nyayik in one minute",
} as const;

/**
 * SPEC §2 promotional video card: our own one-minute slideshow (scripts/make-promo-video.sh),
 * looping and muted, with play/pause, a progress bar and the time. Nothing is downloaded until
 * the visitor presses play (preload="none"); the poster is a lazy image, so it never competes with the
 * first paint. Until scripts are ready the play buttons are links to the video file (the browser's own
 * player), so a tap is never lost. A play failure is only logged.
 */
export function PromoVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const progressId = useId();
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number>(PROMO_VIDEO.seconds);
  const hydrated = useHydrated();

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (!v.paused) {
      v.pause();
      return;
    }
    setLoading(true);
    v.play().catch((error: unknown) => {
      setLoading(false);
      console.warn("Promotional video could not play:", error);
    });
  };

  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-brand-900/10 ring-slate-900/5 dark:bg-slate-900 dark:shadow-black/40 dark:ring-white/10">
      <div className="relative aspect-video bg-brand-950">
        <img
          src={PROMO_VIDEO.poster}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
          className="absolute inset-0 size-full object-cover"
        />
        <video
          ref={video}
          className="absolute inset-0 size-full object-cover"
          src={PROMO_VIDEO.src}
          preload="none"
          muted
          loop
          playsInline
          aria-label={`${PROMO_VIDEO.title}: a slideshow of our services`}
          onPlay={() => setPlaying(true)}
          onPause={() => {
            setPlaying(false);
            setLoading(false);
          }}
          onPlaying={() => setLoading(false)}
          onWaiting={() => setLoading(true)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onLoadedMetadata={(e) => {
            if (Number.isFinite(e.currentTarget.duration)) setDuration(e.currentTarget.duration);
          }}
        >
          <track kind="captions" src={PROMO_VIDEO.captions} srcLang="en" label="English" />
        </video>
        {playing ? null : (
          <PlayControl
            hydrated={hydrated}
            onClick={toggle}
            className="group absolute inset-0 grid place-items-center bg-gradient-to-t from-brand-950/50 to-transparent"
            label={`Play video: ${PROMO_VIDEO.title}`}
          >
            <span className="grid size-16 place-items-center rounded-full bg-white/95 text-brand-800 shadow-lg transition group-hover:scale-105 sm:size-20">
              {loading ? (
                <span
                  className="size-7 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
                  aria-hidden="true"
                />
              ) : (
                <Icon name="play" className="ml-1 size-7 fill-current sm:size-8" />
              )}
            </span>
          </PlayControl>
        )}
        <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white">
          1:00 min
        </span>
      </div>
      <div className="flex items-center gap-3 px-4 pt-3">
        <PlayControl
          hydrated={hydrated}
          onClick={toggle}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
          label={playing ? "Pause video" : "Play video"}
        >
          <Icon name={playing ? "pause" : "play"} className="size-4 fill-current" />
        </PlayControl>
        <input
          type="range"
          id={progressId}
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(time, duration)}
          onChange={(e) => {
            const v = video.current;
            if (v) v.currentTime = Number(e.currentTarget.value);
            setTime(Number(e.currentTarget.value));
          }}
          aria-label="Video progress"
          aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
          disabled={!hydrated}
          className="h-1.5 min-w-0 flex-1 cursor-pointer accent-brand-700 dark:accent-brand-400"
        />
        <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-300" data-testid="video-time">
          {formatClock(time)} / {formatClock(duration)}
        </span>
      </div>
      <figcaption className="px-4 pt-2 pb-4 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-white">{PROMO_VIDEO.title}.</span> Our six service areas, how we
        work and how to book your free first call.
      </figcaption>
    </figure>
  );
}

/** A button once scripts run; before that a link to the video file, which the browser plays itself. */
function PlayControl({
  hydrated,
  onClick,
  className,
  label,
  children,
}: {
  hydrated: boolean;
  onClick: () => void;
  className: string;
  label: string;
  children: ReactNode;
}) {
  if (!hydrated) {
    return (
      <a href={PROMO_VIDEO.src} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} className={className} aria-label={label}>
      {children}
    </button>
  );
}
