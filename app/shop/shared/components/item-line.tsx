import type { ReactNode } from "react";
import { mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import { ProductImage } from "./product-image";

/**
 * One product line of the checkout summary and of an order card: thumbnail, name, "₹ × qty",
 * then the line's total. `summary` lets a long name be cut short in the narrow checkout column;
 * `children` go under the price (e.g. "no longer available").
 */
export function ItemLine({
  imageUrl,
  name,
  unitPricePaise,
  quantity,
  total,
  summary = false,
  children,
}: {
  imageUrl: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
  total: ReactNode;
  summary?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={summary ? "flex gap-3" : "flex items-center gap-3"}>
      <ProductImage
        src={imageUrl}
        alt=""
        width={64}
        height={48}
        className={`h-12 w-16 ${summary ? "shrink-0 " : ""}rounded object-cover`}
      />
      <div className={summary ? "min-w-0 flex-1 text-sm" : "flex-1 text-sm"}>
        <p className={summary ? "truncate font-semibold" : "font-semibold"}>{name}</p>
        <p className={mutedText}>
          {formatRupees(unitPricePaise)} × {quantity}
        </p>
        {children}
      </div>
      {total}
    </li>
  );
}
