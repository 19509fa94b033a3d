import { thumbnailClicked } from "./gallery-thumbnail";

export type GalleryViewer = {
  /** Shows a thumbnail's image (for a click that came before this code). */
  open: (thumbnail: HTMLAnchorElement) => void;
  stop: () => void;
};

/**
 * A gallery's full-size viewer, in plain DOM: the same code for the home page, served without
 * hydration (app/static-page.ts, decision 055), and for /gallery (GalleryGrid fetches it on the
 * first click of a thumbnail).
 * GalleryGrid renders the thumbnails (links to the full images: what happens without any script)
 * and the viewer's closed <dialog>; this opens it on a thumbnail's click as a modal (focus stays
 * inside; Escape closes it and the focus goes back to the thumbnail), fills in the image, its
 * title, description and "{index} of {total}", and moves with the arrow keys and the
 * Previous/Next buttons (`data-step`), wrapping around. A click on the backdrop or the close
 * button (`data-lightbox-close`) closes it. Texts go in as text, never as markup.
 */
export function enhanceGallery(root: HTMLElement): GalleryViewer {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  if (!dialog) return { open: () => {}, stop: () => {} };
  const caption = dialog.querySelector("figcaption");
  const [title, description, counter] = caption ? [...caption.querySelectorAll("p")] : [];
  const thumbnails = () => [...root.querySelectorAll<HTMLAnchorElement>("a[data-gallery-item]")];
  let index = 0;
  let image: HTMLImageElement | undefined;

  const show = (wanted: number) => {
    const links = thumbnails();
    if (!links.length) return;
    index = (wanted + links.length) % links.length;
    const link = links[index]!;
    if (!image) {
      image = document.createElement("img");
      image.width = 800;
      image.height = 600;
      image.className = "mx-auto h-auto max-h-[75vh] w-full object-contain";
      dialog.querySelector("figure")?.prepend(image);
    }
    image.src = link.getAttribute("href") ?? "";
    image.alt = link.dataset.title ?? "";
    if (title) title.textContent = link.dataset.title ?? "";
    if (description) {
      description.textContent = link.dataset.description ?? "";
      description.hidden = !link.dataset.description;
    }
    if (counter) {
      counter.textContent = (dialog.dataset.counter ?? "")
        .replace("{index}", String(index + 1))
        .replace("{total}", String(links.length));
    }
    if (!dialog.open) dialog.showModal();
  };

  const onThumbnailClick = (event: MouseEvent) => {
    const link = thumbnailClicked(event);
    if (!link) return;
    event.preventDefault();
    show(thumbnails().indexOf(link));
  };
  const onDialogClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const step = target.closest<HTMLElement>("[data-step]")?.dataset.step;
    if (step) show(index + Number(step));
    else if (target === dialog || target.closest("[data-lightbox-close]")) dialog.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  };
  root.addEventListener("click", onThumbnailClick);
  dialog.addEventListener("click", onDialogClick);
  dialog.addEventListener("keydown", onKeyDown);
  return {
    open: (thumbnail) => show(thumbnails().indexOf(thumbnail)),
    stop: () => {
      root.removeEventListener("click", onThumbnailClick);
      dialog.removeEventListener("click", onDialogClick);
      dialog.removeEventListener("keydown", onKeyDown);
      if (dialog.open) dialog.close();
    },
  };
}
