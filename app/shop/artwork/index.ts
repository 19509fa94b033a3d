/**
 * What the rest of the shop (checkout, orders, the orders desk) uses of print products' artwork
 * in browser-safe code (decision 037): its limits and fields, its copy and its parts.
 */
export {
  artworkFields,
  itemArtwork,
  MAX_ARTWORK_FILE_BYTES,
  MAX_ARTWORK_FILES,
  type ItemArtwork,
} from "./artwork";
export { artworkText } from "../content/artwork";
export { ArtworkChoices, ArtworkNote } from "./components/artwork-parts";
