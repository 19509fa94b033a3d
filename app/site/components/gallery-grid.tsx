import { useEffect, useRef, type MouseEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "~/components/ui/icons";
import { fullImageUrl } from "~/lib/media";
import type { GalleryViewer } from "./gallery-lightbox";
import { thumbnailClicked } from "./gallery-thumbnail";

/** The viewer's code, fetched on the first click of a thumbnail (issue 22, decision 048). */
const loadViewer = () => import("./gallery-lightbox");

export type GalleryGridItem = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
};

export type LightboxLabels = {
  label: string;
  close: string;
  previous: string;
  next: string;
  /** "{index} of {total}" */
  counter: string;
};

/**
 * Gallery thumbnails, 2 columns on small screens and 4 from medium, and the full-size viewer.
 * Each thumbnail is a link to the full-size image (that is what happens without JavaScript); with
 * it, the viewer opens (enhanceGallery, ./gallery-lightbox.ts: plain DOM, fetched on the first
 * click here, or run from the start by app/static-page.ts on the home page, which is served
 * without hydration). Images below the first row load lazily.
 */
export function GalleryGrid({
  items,
  labels,
  openLabel,
  eagerCount = 0,
}: {
  items: GalleryGridItem[];
  labels: LightboxLabels;
  /** "View {title} full size" */
  openLabel: string;
  eagerCount?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const viewer = useRef<GalleryViewer | null>(null);
  useEffect(() => () => viewer.current?.stop(), []);
  // Until the viewer's code is here; from then on its own listener takes the clicks.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const root = ref.current;
    const link = thumbnailClicked(event);
    if (viewer.current || !root || !link) return;
    event.preventDefault();
    void loadViewer().then(({ enhanceGallery }) => {
      viewer.current ??= enhanceGallery(root);
      viewer.current.open(link);
    });
  };
  return (
    <div ref={ref} data-gallery="" onClick={onClick}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item.slug}>
            <a
              href={fullImageUrl(item.imageUrl)}
              className="group block overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
              aria-label={openLabel.replace("{title}", item.title)}
              data-testid="gallery-item"
              data-gallery-item=""
              data-title={item.title}
              data-description={item.description || undefined}
            >
              <img
                src={item.imageUrl}
                alt=""
                width={800}
                height={600}
                loading={i < eagerCount ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform group-hover:scale-105"
              />
              <span className="block px-3 py-2 text-sm font-medium">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <Lightbox labels={labels} moves={items.length > 1} />
    </div>
  );
}

/** Previous and Next: the step each moves by, where it sits, its icon and its label. */
const steps = [
  { step: "-1", side: "left-3", Icon: ChevronLeft, label: "previous" },
  { step: "1", side: "right-3", Icon: ChevronRight, label: "next" },
] as const;

const roundButton =
  "absolute rounded-full bg-black/60 p-2 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white";

/**
 * The viewer, closed: the native <dialog> enhanceGallery opens and fills (the image, its title,
 * description and counter); Previous and Next when there is more than one image.
 */
function Lightbox({ labels, moves }: { labels: LightboxLabels; moves: boolean }) {
  return (
    <dialog
      aria-label={labels.label}
      data-testid="lightbox"
      data-lightbox=""
      data-counter={labels.counter}
      className="m-auto max-h-[95vh] w-[min(95vw,64rem)] rounded-xl bg-slate-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="relative">
        {/* The image goes first (enhanceGallery), the caption stays the figure's last child. */}
        <figure>
          <figcaption className="px-6 py-4">
            <p className="text-lg font-semibold" />
            <p className="mt-1 text-sm text-slate-300" hidden />
            <p className="mt-2 text-sm text-slate-400" aria-live="polite" />
          </figcaption>
        </figure>
        <button
          type="button"
          className={`${roundButton} top-3 right-3`}
          aria-label={labels.close}
          data-testid="lightbox-close"
          data-lightbox-close=""
        >
          <X aria-hidden className="size-5" />
        </button>
        {moves
          ? steps.map(({ step, side, Icon, label }) => (
              <button
                key={step}
                type="button"
                className={`${roundButton} top-1/3 ${side}`}
                aria-label={labels[label]}
                data-step={step}
              >
                <Icon aria-hidden className="size-6" />
              </button>
            ))
          : null}
      </div>
    </dialog>
  );
}
