import { godownOptions, listAdminProducts } from "./catalog.server";

/**
 * The Products tab's data (/limrakart/admin): every product and the godown items a product may
 * share its stock with, and the product being edited (`?edit=<id>`; "new" or an unknown id: none).
 * Other tabs get empty lists.
 */
export async function productsTab(tab: string, editId: string | null) {
  const [products, godownItems] =
    tab === "products" ? await Promise.all([listAdminProducts(), godownOptions()]) : [[], []];
  const editing =
    editId && editId !== "new" ? (products.find((p) => p.id === editId) ?? null) : null;
  return { products, godownItems, editId, editing };
}
