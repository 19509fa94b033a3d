import { mulberry32 } from "./bills";
import type { Engine, Modules } from "./shop";

/**
 * 5,000 products with realistic names for LimraKart's storefront (scripts/bench/shop.ts): a seeded
 * pseudo-random generator, so every run (and both databases) gets the same catalog.
 */

const FINISHES = [
  "Matte",
  "Glossy",
  "Kraft",
  "Textured",
  "Linen",
  "Pearl",
  "Velvet Touch",
  "Recycled",
  "Metallic",
  "Spot UV",
  "Embossed",
  "Classic",
  "Premium",
  "Eco",
  "Foil Stamped",
  "Handmade Paper",
];
const DESIGNS = [
  "Kolam",
  "Lotus",
  "Peacock",
  "Mango Leaf",
  "Jasmine",
  "Temple Border",
  "Paisley",
  "Geometric",
  "Minimal",
  "Floral",
  "Madras Check",
  "Banana Leaf",
  "Rangoli",
  "Monogram",
  "Watercolour",
  "Art Deco",
  "Chettinad Tile",
  "Tanjore Gold",
  "Sunrise",
  "Monsoon",
];
const NOUNS: Record<string, string[]> = {
  "visiting-cards": ["Visiting Cards", "Business Cards", "Square Visiting Cards", "Folded Cards"],
  "invitation-cards": [
    "Wedding Invitations",
    "Housewarming Invitations",
    "Birthday Invitations",
    "Engagement Cards",
  ],
  "id-cards": ["PVC ID Cards", "Student ID Cards", "Employee ID Cards", "Lanyard ID Cards"],
  "posters-flex-banners": ["Flex Banners", "A3 Posters", "Standee Banners", "Shop Boards"],
  certificates: ["Award Certificates", "Course Certificates", "Participation Certificates"],
  letterheads: ["Letterheads", "A4 Letterheads", "Clinic Letterheads"],
  envelopes: ["Cover Envelopes", "Window Envelopes", "Gift Envelopes", "A4 Envelopes"],
  "bill-books": ["Bill Books", "Invoice Books", "Receipt Books", "Delivery Challan Books"],
  "logo-design": ["Logo Design Pack", "Brand Kit", "Logo Refresh"],
  "menu-cards-brochures": ["Menu Cards", "Tri-Fold Brochures", "Table Tent Cards", "Flyers"],
  "stickers-labels": ["Round Stickers", "Product Labels", "Jar Labels", "Die-Cut Stickers"],
  "calendar-printing": ["Wall Calendars", "Desk Calendars", "Monthly Calendars"],
  tea: ["Masala Chai", "Nilgiri Black Tea", "Cardamom Tea", "Ginger Tea", "Green Tea"],
};
const DEFAULT_NOUNS = ["Prints", "Cards", "Labels"];
const QUANTITIES = [50, 100, 250, 500, 1000];
const TEA_PACKS = ["Kraft Pouch", "Tin", "Gift Box", "Refill Pack", "Jar"];
const TEA_WEIGHTS = ["100 g", "250 g", "500 g", "1 kg"];

type Category = { id: string; slug: string };

function generateProducts(categories: Category[], count: number, now: string) {
  const random = mulberry32(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const category = categories[i % categories.length]!;
    const noun = pick(NOUNS[category.slug] ?? DEFAULT_NOUNS);
    const design = pick(DESIGNS);
    let name: string;
    let short: string;
    let description: string;
    if (category.slug === "tea") {
      const pack = pick(TEA_PACKS);
      const weight = pick(TEA_WEIGHTS);
      name = `${noun}, ${design} ${pack} (${weight})`;
      short = `${weight} of ${noun.toLowerCase()} in a ${pack.toLowerCase()}.`;
      description = `${short} Blended and packed in Tamil Nadu; the ${design.toLowerCase()} edition.`;
    } else {
      const finish = pick(FINISHES);
      const quantity = pick(QUANTITIES);
      name = `${finish} ${noun}, ${design} Design (${quantity} pcs)`;
      short = `${quantity} ${noun.toLowerCase()} with a ${finish.toLowerCase()} finish.`;
      description = `${short} ${design} design, or send us your own artwork; proof on WhatsApp before printing.`;
    }
    const slug = `bench-${String(i + 1).padStart(4, "0")}-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`;
    rows.push({
      id: `bench-product-${i + 1}`,
      slug,
      category_id: category.id,
      name,
      name_ta: null,
      short_description: short,
      short_description_ta: null,
      description,
      description_ta: null,
      // ₹50 to ₹5,000 in ₹5 steps.
      price_paise: (10 + Math.floor(random() * 991)) * 500,
      // One in twenty sold out (still listed).
      stock_quantity: random() < 0.05 ? 0 : 1 + Math.floor(random() * 500),
      image_url:
        category.slug === "tea"
          ? "/images/shop/placeholder.svg"
          : `/images/shop/${category.slug}.svg`,
      is_active: 1,
      weight: null,
      shelf_life_months: null,
      payment_button_id: null,
      route: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
  }
  return rows;
}

/**
 * `count` extra active products written straight into the app's database, spread evenly over its
 * categories; the number of active products then.
 */
export async function seedCatalog(m: Modules, engine: Engine, count: number): Promise<number> {
  const db = m.db.getDb();
  const categories = await db
    .selectFrom("product_categories")
    .select(["id", "slug"])
    .where("is_active", "=", 1)
    .orderBy("sort_order")
    .execute();
  const rows = generateProducts(categories, count, new Date().toISOString());
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 250) {
      await trx
        .insertInto("products")
        .values(rows.slice(i, i + 250))
        .execute();
    }
  });
  // PostgreSQL's autovacuum would analyze the table within a minute of such an insert; do it
  // now so the planner sees the 5,000 rows (the app never runs ANALYZE on SQLite).
  if (engine === "PostgreSQL") {
    const { sql } = await import("kysely");
    await sql`analyze`.execute(db);
  }
  const active = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(active.n);
}
