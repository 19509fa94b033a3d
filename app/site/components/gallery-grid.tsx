import { fullImageUrl } from "~/lib/media";
import { lazy, Suspense, useState } from "react";
import type { LightboxLabels } from "./lightbox";

/**
 * The lightbox's code is fetched on the first click of a thumbnail, not with the page (issue 22:
 * the home page's JavaScript, decision 048); it stays mounted after that.
 */
const Lightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

export type GalleryGridItem = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
};

/**
 * Gallery thumbnails, 2 columns on small screens and 4 from medium. Each is a link to the
 * full-size image (that is what happens without JavaScript); with JavaScript it opens the
 * lightbox (its code loaded on the first click). Images below the first row load lazily.
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
  const [index, setIndex] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item.slug}>
            <a
              href={fullImageUrl(item.imageUrl)}
              onClick={(e) => {
                e.preventDefault();
                setUsed(true);
                setIndex(i);
              }}
              className="group block overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
              aria-label={openLabel.replace("{title}", item.title)}
              data-testid="gallery-item"
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
      {used ? (
        <Suspense fallback={null}>
          <Lightbox
            images={items.map((i) => ({
              src: fullImageUrl(i.imageUrl),
              title: i.title,
              description: i.description,
            }))}
            index={index}
            onIndexChange={setIndex}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}
