import {
  Bell,
  BookOpen,
  BookOpenCheck,
  ChartColumn,
  ClipboardList,
  Eye,
  FilePlus2,
  FileUp,
  History,
  MessageCircle,
  Printer,
  Receipt,
  Users,
  Wallet,
  Warehouse,
} from "~/components/ui/icons";
import type { IconComponent } from "~/components/ui/icon";
import { Link } from "react-router";
import type { Route } from "./+types/service";
import { BackLink } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { billingTitle, metaLocale } from "../content";
import { serviceCopy, type ServiceTile } from "./service-content";

/** Service Management: the tiles of the billing office, and Back to Home. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  return [
    { title: billingTitle(locale, serviceCopy[locale].title) },
    { name: "robots", content: "noindex" },
  ];
};

const TILES: { to: string; tile: ServiceTile; Icon: IconComponent }[] = [
  { to: "/billing/new-complaint", tile: "newBill", Icon: FilePlus2 },
  { to: "/billing/old-complaint", tile: "oldBills", Icon: ClipboardList },
  { to: "/billing/complaint-preview", tile: "preview", Icon: Eye },
  { to: "/billing/history", tile: "history", Icon: History },
  { to: "/billing/income-expenses", tile: "incomeExpenses", Icon: Wallet },
  { to: "/billing/transaction-history", tile: "transactions", Icon: Receipt },
  { to: "/billing/cash-book", tile: "cashBook", Icon: BookOpen },
  { to: "/billing/day-book", tile: "dayBook", Icon: BookOpenCheck },
  { to: "/billing/customers", tile: "customers", Icon: Users },
  { to: "/billing/jobs", tile: "jobs", Icon: Printer },
  { to: "/billing/reminders", tile: "reminders", Icon: MessageCircle },
  { to: "/billing/sales-report", tile: "salesReport", Icon: ChartColumn },
  { to: "/billing/godown", tile: "godown", Icon: Warehouse },
  { to: "/billing/notifications", tile: "notifications", Icon: Bell },
  { to: "/billing/import-export", tile: "importExport", Icon: FileUp },
];

export default function Service() {
  const c = serviceCopy[useLocale()];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-tiles">
        {TILES.map(({ Icon, to, tile }) => (
          <li key={to}>
            <Link
              to={to}
              className={`${cardClass} flex h-full items-center gap-4 p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600`}
            >
              <Icon aria-hidden className="size-9 shrink-0 text-brand-600 dark:text-brand-100" />
              <span>
                <span className="block text-lg font-semibold">{c.tiles[tile].title}</span>
                <span className={`text-sm ${mutedText}`}>{c.tiles[tile].text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <BackLink to="/billing/home" variant="button" className="mt-8">
        {c.backHome}
      </BackLink>
    </div>
  );
}
