import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Attaches Embla to a viewport that is already on the page. Loaded on demand (React.lazy) when the
 * carousel comes near the screen, so the library is not part of the first download.
 */
export default function CarouselEngine({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (api: CarouselApi | undefined) => void;
}) {
  const [ref, api] = useEmblaCarousel({ loop: true, align: "start", duration: 28 });
  useEffect(() => {
    ref(viewport);
    return () => ref(null);
  }, [ref, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
