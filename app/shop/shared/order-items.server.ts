/**
 * The columns of an order's item that both the customer's order page and the staff's order show:
 * what was bought, how many, at what price, and its artwork (~/shop/artwork).
 */
export const ORDER_ITEM_COLUMNS = [
  "id",
  "product_name",
  "quantity",
  "unit_price_paise",
  "total_price_paise",
  "artwork_file",
  "artwork_name",
  "design_request",
  "artwork_note",
] as const;
