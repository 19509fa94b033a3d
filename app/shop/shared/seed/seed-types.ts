/** Shapes of the shop's seed data (app/shop/seed-data.ts): the catalog a fresh install starts with. */
export type Bilingual = { en: string; ta: string };

export type CategorySeed = {
  slug: string;
  name: Bilingual;
  sortOrder: number;
};

export type ProductSeed = {
  slug: string;
  /** The category's slug. */
  category: string;
  name: Bilingual;
  shortDescription: Bilingual;
  description: Bilingual;
  pricePaise: number;
  stock: number;
  /** Under /images/..., or null for the placeholder. */
  imageUrl: string | null;
  /** Tea only: pack weight as shown ("500g"), shelf life, and the product page's path. */
  weight?: string;
  shelfLifeMonths?: number;
  route?: string;
};
