import { mulberry32 } from "./bills";

/**
 * 100,000 godown items of a printing shop (scripts/bench/import-export.ts; the scale part's godown
 * too): a seeded generator, so every run gets the same items.
 */

const STOCK: [string, string, number, number][] = [
  // name, category, price range in rupees (min, max)
  ["Art card 300 gsm", "Paper", 8, 20],
  ["Maplitho 70 gsm (ream)", "Paper", 250, 420],
  ["Flex roll 10 ft", "Flex", 1_800, 4_500],
  ["Star flex 8 ft", "Flex", 1_200, 3_000],
  ["Vinyl sticker roll", "Vinyl", 900, 2_400],
  ["Black ink 1 L", "Ink", 350, 900],
  ["Cyan ink 1 L", "Ink", 350, 900],
  ["Lamination film A4 (100)", "Lamination", 180, 450],
  ["PVC ID card blank (100)", "ID cards", 250, 600],
  ["Lanyard with hook", "ID cards", 4, 15],
  ["Spiral binding coil 12 mm", "Binding", 1, 4],
  ["Wedding card envelope", "Cards", 2, 12],
  ["திருமண அழைப்பிதழ் அட்டை", "Cards", 5, 40],
  ["Toner cartridge 88A", "Toner", 450, 1_900],
];
const SUPPLIERS = [
  "Sivakasi Paper Mart",
  "Nellai Flex House",
  "Madurai Ink Agencies",
  "Sri Murugan Traders",
  "Chennai Digital Supplies",
  "ஸ்ரீ விநாயகா பேப்பர்ஸ்",
];

export function generateItems(count: number, now: number, createdBy: string) {
  const random = mulberry32(777);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, (_, i) => {
    const [name, category, min, max] = STOCK[i % STOCK.length]!;
    const quantity = between(0, 400);
    const unit = between(min * 100, max * 100);
    const at = new Date(now - (count - i) * 60_000).toISOString();
    return {
      id: crypto.randomUUID(),
      item_name: `${name} #${i + 1}`,
      category,
      quantity,
      unit_price_paise: unit,
      minimum_stock: between(0, 50),
      total_value_paise: quantity * unit,
      location_in_godown:
        random() < 0.8 ? `Rack ${"ABCDEFGH"[between(0, 7)]}${between(1, 9)}` : null,
      supplier_name: random() < 0.9 ? SUPPLIERS[between(0, SUPPLIERS.length - 1)]! : null,
      created_by: createdBy,
      created_at: at,
      updated_at: at,
    };
  });
}
