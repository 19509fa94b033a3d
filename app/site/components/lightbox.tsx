import { ChevronLeft, ChevronRight, X } from "~/components/ui/icons";
import { Dialog } from "~/components/ui/dialog";

export type LightboxImage = { src: string; title: string; description?: string };
export type LightboxLabels = {
  label: string;
  close: string;
  previous: string;
  next: string;
  /** "{index} of {total}" */
  counter: string;
};

/**
 * A full-size image viewer on the native <dialog> (focus stays inside, Escape closes it):
 * arrow keys and buttons move between images, a click on the backdrop closes it.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  labels,
}: {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  labels: LightboxLabels;
}) {
  const image = index === null ? undefined : images[index];

  const move = (step: number) => {
    if (index === null || images.length === 0) return;
    onIndexChange((index + step + images.length) % images.length);
  };

  return (
    <Dialog
      open={image !== undefined}
      onClose={() => onIndexChange(null)}
      label={labels.label}
      testId="lightbox"
      closeOnBackdrop
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") move(1);
        if (e.key === "ArrowLeft") move(-1);
      }}
      className="m-auto max-h-[95vh] w-[min(95vw,64rem)] rounded-xl bg-slate-950 p-0 text-white backdrop:bg-black/80"
    >
      {image ? (
        <figure className="relative">
          <img
            src={image.src}
            alt={image.title}
            width={800}
            height={600}
            className="mx-auto h-auto max-h-[75vh] w-full object-contain"
          />
          <figcaption className="px-6 py-4">
            <p className="text-lg font-semibold">{image.title}</p>
            {image.description ? (
              <p className="mt-1 text-sm text-slate-300">{image.description}</p>
            ) : null}
            <p className="mt-2 text-sm text-slate-400" aria-live="polite">
              {labels.counter
                .replace("{index}", String((index ?? 0) + 1))
                .replace("{total}", String(images.length))}
            </p>
          </figcaption>
          <LightboxButtons
            labels={labels}
            onClose={() => onIndexChange(null)}
            onMove={images.length > 1 ? move : undefined}
          />
        </figure>
      ) : null}
    </Dialog>
  );
}

const roundButton =
  "absolute rounded-full bg-black/60 p-2 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white";

/** The close button, and previous/next when `onMove` is given (more than one image). */
function LightboxButtons({
  labels,
  onClose,
  onMove,
}: {
  labels: LightboxLabels;
  onClose: () => void;
  onMove?: (step: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onClose}
        className={`${roundButton} top-3 right-3`}
        aria-label={labels.close}
        data-testid="lightbox-close"
      >
        <X aria-hidden className="size-5" />
      </button>
      {onMove ? (
        <>
          <button
            type="button"
            onClick={() => onMove(-1)}
            className={`${roundButton} top-1/3 left-3`}
            aria-label={labels.previous}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => onMove(1)}
            className={`${roundButton} top-1/3 right-3`}
            aria-label={labels.next}
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </>
      ) : null}
    </>
  );
}
