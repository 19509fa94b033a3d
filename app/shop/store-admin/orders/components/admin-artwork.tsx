import { DataText } from "~/components/ui/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import type { ItemArtwork } from "../../../artwork";
import { storeAdminOrdersContent } from "../content";

/**
 * The store admin's view of a line's artwork: the file's download (a staff-only route) or the
 * design request with its note.
 */
export function AdminArtworkLine({ itemId, artwork }: { itemId: string; artwork: ItemArtwork }) {
  const w = storeAdminOrdersContent[useLocale()];
  if (!artwork) return null;
  return (
    <p className="mt-1 break-words" data-testid="admin-item-artwork">
      {artwork.kind === "file" ? (
        <a
          href={`/limrakart/admin/artwork/${itemId}`}
          download
          className="font-medium text-brand-700 underline dark:text-brand-100"
        >
          <DataText text={w.artworkFile} data={{ name: artwork.name }} />
        </a>
      ) : (
        <>
          <span className="font-medium">{w.designRequested}</span>{" "}
          <span translate="no">{artwork.note}</span>
        </>
      )}
    </p>
  );
}
