/** What the checkout uses of print products' artwork on the server: reading, storing and attaching it. */
export {
  ArtworkMissingError,
  artworkForEmail,
  attachArtwork,
  cartArtworkLines,
  NO_ARTWORK,
  readArtwork,
  readCheckoutForm,
  requireArtwork,
  withStoredArtwork,
  type PendingArtwork,
  type StoredArtwork,
} from "./artwork.server";
