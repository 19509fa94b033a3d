import { randomUUID } from "node:crypto";
import { mulberry32 } from "./bills";

/**
 * 100,000 bills of a printing shop in southern Tamil Nadu (scripts/bench/bills.ts and the parts
 * built on its data): a seeded pseudo-random generator, so every run (and both databases) gets
 * the same customers, particulars and amounts.
 */

/** Given names, the most common first (picked with a skew towards the start of the list). */
const MEN = [
  "Murugan",
  "Senthil Kumar",
  "Karthik",
  "Saravanan",
  "Selvam",
  "Ganesan",
  "Ramesh",
  "Suresh",
  "Arun",
  "Vignesh",
  "Prakash",
  "Balaji",
  "Manikandan",
  "Muthukumar",
  "Rajesh",
  "Sivakumar",
  "Kannan",
  "Velmurugan",
  "Pandiyan",
  "Subramanian",
  "Arumugam",
  "Ayyappan",
  "Perumal",
  "Palanisamy",
  "Rajkumar",
  "Dinesh",
  "Gopalakrishnan",
  "Harish",
  "Jayakumar",
  "Mohan",
  "Nagarajan",
  "Prabhu",
  "Raghavan",
  "Sathish",
  "Sundar",
  "Thangaraj",
  "Mariappan",
  "Esakkimuthu",
  "Anbarasan",
  "Elango",
  "Karuppasamy",
  "Mahendran",
  "Rajendran",
  "Sankar",
  "Venkatesh",
  "Abdul Rahman",
  "Mohamed Ismail",
  "Syed Ibrahim",
  "Jafar Sadiq",
  "Anthony Raj",
  "Joseph",
  "John Peter",
  "Xavier",
  "Arul Doss",
  "Jebaraj",
  "Vinoth",
  "Ashok",
  "Bharath",
  "Chandran",
  "Sudalaimani",
];
const WOMEN = [
  "Lakshmi",
  "Priya",
  "Kavitha",
  "Meena",
  "Revathi",
  "Saranya",
  "Divya",
  "Deepa",
  "Geetha",
  "Malathi",
  "Anitha",
  "Selvi",
  "Uma Maheswari",
  "Vasanthi",
  "Jothi",
  "Kalaiselvi",
  "Muthulakshmi",
  "Parvathi",
  "Sumathi",
  "Tamilselvi",
  "Fathima",
  "Ayesha Banu",
  "Mary",
  "Jenifer",
  "Shanthi",
  "Bhuvaneswari",
  "Nandhini",
  "Sangeetha",
  "Pavithra",
  "Esakkiammal",
];
const SURNAMES = [
  "Kumar",
  "Raj",
  "Pandian",
  "Nadar",
  "Pillai",
  "Thevar",
  "Chettiar",
  "Krishnan",
  "Ramasamy",
  "Subbiah",
  "Shanmugam",
  "Murugesan",
  "Selvaraj",
  "Rajan",
  "Durai",
];
const INITIALS = "ABCGJKMNPRSTV";
const SHOP_NAMES = [
  "Sri",
  "Sree",
  "New",
  "Annai",
  "Amman",
  "Jaya",
  "Kumaran",
  "Velavan",
  "Lakshmi",
  "Ganesh",
  "Balaji",
  "Royal",
  "Star",
  "Jothi",
  "Sakthi",
  "Thirumalai",
  "Saravana",
  "Nellai",
  "Pothigai",
  "Thamirabarani",
];
const SHOP_KINDS = [
  "Stores",
  "Textiles",
  "Medicals",
  "Hardwares",
  "Sweets",
  "Bakery",
  "Mobiles",
  "Electricals",
  "Traders",
  "Jewellers",
  "Agencies",
  "Hotel",
  "Tex",
  "Furniture",
  "Auto Works",
  "Fancy Stores",
  "Silks",
  "Departmental Store",
];
const INSTITUTIONS = [
  "St. Xavier's Higher Secondary School",
  "Government Hospital, Palayamkottai",
  "Sarah Tucker College",
  "Nellai Dental Clinic",
  "Kamaraj Matriculation School",
  "Sri Sankara Engineering Consultants",
  "Holy Cross Church",
  "Arulmigu Nellaiappar Temple Trust",
  "Jamia Masjid Committee",
  "Pothigai Chit Funds",
  "Annai Velankanni Hospital",
  "Tirunelveli Traders Association",
];
/** Names written in Tamil (about one bill in eight). */
const TAMIL_NAMES = [
  "முருகன்",
  "செந்தில் குமார்",
  "லட்சுமி",
  "கார்த்திக்",
  "சரவணன்",
  "மீனாட்சி",
  "இசக்கிமுத்து",
  "சுடலைமணி",
  "ஸ்ரீ அம்மன் ஸ்டோர்ஸ்",
  "கணேஷ் டெக்ஸ்டைல்ஸ்",
  "அன்னை மெடிக்கல்ஸ்",
  "செல்வி",
  "பாண்டியன்",
  "முத்துலட்சுமி",
  "ராஜேஸ்வரி",
  "வேலவன் ஹார்டுவேர்ஸ்",
];
const STREETS = [
  "North Car Street",
  "South Bazaar",
  "Trivandrum Road",
  "Main Road",
  "Kailasapuram",
  "Vannarpettai",
  "Perumalpuram",
  "Gandhi Nagar",
  "Church Street",
  "Anna Nagar",
];
const TOWNS = [
  "Tirunelveli",
  "Palayamkottai",
  "Thoothukudi",
  "Tenkasi",
  "Nagercoil",
  "Ambasamudram",
  "Kovilpatti",
  "Sankarankovil",
];

type Job = { text: (pick: <T>(list: readonly T[]) => T) => string; min: number; max: number };
const PCS = [100, 200, 250, 500, 1000];
/** Particulars and their amounts in rupees (min–max, rounded to ₹10). */
const JOBS: Job[] = [
  {
    text: (p) => `Visiting cards ${p(PCS)} nos, ${p(["matt lamination", "glossy", "art card"])}`,
    min: 250,
    max: 1_800,
  },
  {
    text: (p) => `Wedding invitation cards ${p([200, 300, 500, 750, 1000])} nos with design`,
    min: 1_500,
    max: 25_000,
  },
  {
    text: (p) => `Flex banner ${p([6, 8, 10, 12, 20])} × ${p([3, 4, 6, 10])} ft`,
    min: 300,
    max: 4_000,
  },
  {
    text: (p) => `PVC ID cards ${p([40, 60, 120, 300])} nos with lanyard`,
    min: 2_000,
    max: 30_000,
  },
  {
    text: (p) => `Bill books ${p([5, 10, 20])} nos, ${p(["A5", "1/4 demy"])} (50 × 2)`,
    min: 600,
    max: 5_000,
  },
  { text: (p) => `Letterheads ${p(PCS)} nos, A4, two colour`, min: 500, max: 3_500 },
  { text: () => "Logo design (3 options, 2 revisions)", min: 300, max: 1_000 },
  { text: (p) => `Xerox ${p([20, 50, 120, 300])} pages + spiral binding`, min: 50, max: 600 },
  { text: (p) => `Lamination A4 ${p([5, 10, 25])} nos`, min: 50, max: 400 },
  { text: (p) => `Round stickers ${p(PCS)} nos, die-cut`, min: 400, max: 3_000 },
  { text: (p) => `Wall calendars ${p([100, 250, 500])} nos, 12 sheets`, min: 4_000, max: 40_000 },
  { text: (p) => `Certificates ${p([50, 100, 200])} nos, 300 gsm`, min: 500, max: 4_000 },
  {
    text: (p) => `Shop board flex with iron frame ${p([8, 10, 12])} × ${p([3, 4])} ft`,
    min: 1_500,
    max: 8_000,
  },
  { text: (p) => `Menu cards ${p([25, 50, 100])} nos, laminated`, min: 800, max: 5_000 },
  { text: (p) => `திருமண அழைப்பிதழ் ${p([300, 500, 1000])} (வடிவமைப்புடன்)`, min: 2_000, max: 20_000 },
  { text: (p) => `விசிட்டிங் கார்டு ${p(PCS)}`, min: 250, max: 1_500 },
];

const CANCEL_REASONS = [
  "Customer cancelled the order",
  "Entered twice",
  "Customer did not come back for the proof",
];

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_MS = 5.5 * 60 * 60 * 1000;

/** yyyy-mm-dd of a moment in Asia/Kolkata. */
export function indiaDay(ms: number): string {
  return new Date(ms + IST_MS).toISOString().slice(0, 10);
}

export type BillRowValues = {
  id: string;
  complaint_number: string;
  customer_name: string;
  customer_phone: string | null;
  customer_address: string | null;
  service_type: string;
  complaint_description: string;
  actual_cost_paise: number;
  discount_paise: number;
  estimated_cost_paise: number;
  advance_paise: number;
  received_paise: number;
  status: "pending" | "in_progress" | "completed";
  completion_date: string | null;
  discount_percent_bp: number | null;
  round_off_paise: number;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/** The seeded draws every bill is made of. */
function draws(seed: number) {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pickCommon = <T>(list: readonly T[]): T => list[Math.floor(random() ** 2 * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return { random, pick, pickCommon, between };
}

type Draws = ReturnType<typeof draws>;

/** `count` moments in shop hours over `years` years up to `now` (fewer on Sundays), in order. */
function moments(count: number, years: number, now: number, { random, between }: Draws) {
  const days = Math.round(years * 365.25);
  const todayStart = Date.parse(`${indiaDay(now)}T00:00:00+05:30`);
  /** A moment in shop hours on one of the days (fewer bills on Sundays), never after `now`. */
  const moment = (): number => {
    for (;;) {
      const day = todayStart - between(0, days - 1) * DAY_MS;
      if (new Date(day + IST_MS).getUTCDay() === 0 && random() < 0.7) continue;
      const t = Math.floor(day + (9.5 * 60 + random() * 11 * 60) * 60_000);
      return t > now ? t - DAY_MS : t;
    }
  };
  const times = Array.from({ length: count }, moment);
  times.sort((a, b) => a - b);
  return times;
}

/** A customer's name: a person written the Tamil way, a shop, an institution, or Tamil script. */
function customerName({ random, pick, pickCommon }: Draws): string {
  const r = random();
  if (r < 0.12) return pick(TAMIL_NAMES);
  if (r < 0.22) return `${pick(SHOP_NAMES)} ${pick(SHOP_KINDS)}`;
  if (r < 0.25) return pick(INSTITUTIONS);
  const given = random() < 0.7 ? pickCommon(MEN) : pickCommon(WOMEN);
  const form = random();
  if (form < 0.45) return `${pick([...INITIALS])}. ${given}`;
  if (form < 0.7) return `${given} ${pick([...INITIALS])}`;
  if (form < 0.9) return `${given} ${pick(SURNAMES)}`;
  return given;
}

/** The `i`th bill, made at `created`. */
function billRow(
  i: number,
  created: number,
  bill: { now: number; createdBy: string },
  draw: Draws,
): BillRowValues {
  const { random, pick, between } = draw;
  const { now, createdBy } = bill;
  const job = pick(JOBS);
  const amount = between(job.min / 10, job.max / 10) * 1000;
  const d = random();
  const percentBp = d < 0.05 ? between(1, 4) * 250 : null;
  const discount =
    percentBp !== null
      ? Math.round((amount * percentBp) / 10_000)
      : d < 0.2
        ? Math.min(amount, between(1, 10) * 1000)
        : 0;
  const rest = (amount - discount) % 100;
  const roundOff = rest >= 50 ? 100 - rest : -rest;
  const total = amount - discount + roundOff;
  const r = random();
  const status = r < 0.6 ? "pending" : r < 0.68 ? "in_progress" : "completed";
  const advance = random() < 0.4 ? Math.round((total * between(2, 5)) / 1000) * 100 : 0;
  const received = status === "completed" ? total - advance : 0;
  const done = status === "completed" ? Math.min(now, created + between(1, 5) * DAY_MS) : null;
  const createdAt = new Date(created).toISOString();
  const cancelled =
    status === "pending" && random() < 1 / 60
      ? new Date(Math.min(now, created + between(0, 3) * DAY_MS)).toISOString()
      : null;
  return {
    id: randomUUID(),
    complaint_number: `BILL${String(i + 1).padStart(4, "0")}`,
    customer_name: customerName(draw),
    customer_phone:
      random() < 0.9
        ? `+91${pick(["9", "8", "7", "6"])}${between(100_000_000, 999_999_999)}`
        : null,
    customer_address:
      random() < 0.5 ? `${between(1, 250)}, ${pick(STREETS)}, ${pick(TOWNS)}` : null,
    service_type: "Service",
    complaint_description: job.text(pick),
    actual_cost_paise: amount,
    discount_paise: discount,
    estimated_cost_paise: total,
    advance_paise: advance,
    received_paise: received,
    status,
    completion_date: done === null ? null : new Date(done).toISOString(),
    discount_percent_bp: percentBp,
    round_off_paise: roundOff,
    cancelled_at: cancelled,
    cancelled_by: cancelled === null ? null : createdBy,
    cancel_reason: cancelled === null ? null : pick(CANCEL_REASONS),
    created_by: createdBy,
    created_at: createdAt,
    updated_at: cancelled ?? (done === null ? createdAt : new Date(done).toISOString()),
  };
}

/**
 * `count` bills over the `years` years up to `now`: about 60% pending, 8% in progress and 32%
 * completed (the work's status), at any age, one in a hundred cancelled; a discount on one in five
 * (in rupees, or a percentage on one in twenty, then rounded off to whole rupees); shop hours
 * (9:30 to 20:30 India time), fewer on Sundays; bill numbers in the order the bills were made.
 * `advance_paise` and `received_paise` are what the customer is meant to pay (the billing bench
 * turns them into payments, scripts/bench/bills-seed.ts, and the figures are then recomputed from
 * those); the balance and the payment status are left for that too.
 */
export function generateBills(count: number, years: number, now: number, createdBy: string) {
  const draw = draws(20261122);
  const times = moments(count, years, now, draw);
  const rows: BillRowValues[] = new Array(count);
  for (let i = 0; i < count; i++) rows[i] = billRow(i, times[i]!, { now, createdBy }, draw);
  return rows;
}
