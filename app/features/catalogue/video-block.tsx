import { useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";

/** SPEC §9: the spinner stops when the player loads, or after 0.5 s at the latest. */
export const VIDEO_SPINNER_MS = 500;

export function youtubeId(url: string): string | null {
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(url);
  return m?.[1] ?? null;
}

/**
 * A lightweight facade: a thumbnail and a play button; the privacy-enhanced YouTube player loads only
 * after a click. No URL → the SPEC's 'Video unavailable for this service', as one quiet line rather
 * than an empty dark player (issue 27).
 */
export function VideoBlock({ video }: { video: { title: string; description: string; youtubeUrl: string } }) {
  const id = youtubeId(video.youtubeUrl);
  if (!id) return <VideoUnavailable />;
  return <VideoPlayer video={video} id={id} />;
}

/** The quiet one-line note for a service whose video is not published yet. */
function VideoUnavailable() {
  return (
    <p className="mt-10 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" data-testid="video-unavailable">
      <Icon name="play" className="size-4 shrink-0" />
      Video unavailable for this service
    </p>
  );
}

function VideoPlayer({ video, id }: { video: { title: string; description: string }; id: string }) {
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const t = setTimeout(() => setLoading(false), VIDEO_SPINNER_MS);
    return () => clearTimeout(t);
  }, [loading]);
  return (
    <section aria-labelledby="video-title" className="mt-10 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <div className="flex items-center justify-between gap-3">
        <h2 id="video-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {video.title}
        </h2>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          HD Quality
        </span>
      </div>
      {video.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{video.description}</p> : null}
      <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-slate-900">
        {playing ? (
          <>
            <iframe
              className="absolute inset-0 size-full"
              src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
              title={video.title}
              allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              onLoad={() => setLoading(false)}
            />
            {loading ? (
              <div role="status" aria-label="Loading video" className="absolute inset-0 grid place-items-center bg-slate-900">
                <span className="size-10 animate-spin rounded-full border-4 border-slate-500 border-t-white" />
              </div>
            ) : null}
          </>
        ) : (
          <button
            type="button"
            className="group absolute inset-0 size-full"
            onClick={() => {
              setPlaying(true);
              setLoading(true);
            }}
            aria-label={`Play video: ${video.title}`}
          >
            <img
              src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
              alt=""
              loading="lazy"
              className="size-full object-cover opacity-80"
            />
            <span className="absolute inset-0 m-auto grid size-16 place-items-center rounded-full bg-red-600 text-white shadow-lg group-hover:scale-105">
              <Icon name="play" className="size-7" />
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
