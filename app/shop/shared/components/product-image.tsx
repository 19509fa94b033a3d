import { useEffect, useRef, useState } from "react";

export const PLACEHOLDER_IMAGE = "/images/shop/placeholder.svg";

/**
 * A product picture that falls back to the placeholder when the product has none or its file
 * cannot be loaded (also when it failed before the page's JavaScript started).
 */
export function ProductImage({
  src,
  alt,
  className,
  width = 480,
  height = 360,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={img}
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
