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
  Receipt,
  Users,
  Wallet,
  Warehouse,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/service";
import { BackLink } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { requireBillingAccess } from "~/platform/auth/guards.server";

/** Service Management: the tiles of the billing office, and Back to Home. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Service Management — Billing" },
  { name: "robots", content: "noindex" },
];

const TILES = [
  {
    to: "/billing/new-complaint",
    title: "New Bill",
    text: "Write a customer bill",
    Icon: FilePlus2,
  },
  {
    to: "/billing/old-complaint",
    title: "Old Bills",
    text: "Find, edit or delete bills",
    Icon: ClipboardList,
  },
  {
    to: "/billing/complaint-preview",
    title: "Bill Preview",
    text: "Print or download a bill",
    Icon: Eye,
  },
  { to: "/billing/history", title: "Bill History", text: "All bills by status", Icon: History },
  {
    to: "/billing/income-expenses",
    title: "Income & Expenses",
    text: "The shop's ledger",
    Icon: Wallet,
  },
  {
    to: "/billing/transaction-history",
    title: "Transaction History",
    text: "Payments and refunds",
    Icon: Receipt,
  },
  {
    to: "/billing/cash-book",
    title: "Cash Book",
    text: "Cash in hand, UPI and bank per day",
    Icon: BookOpen,
  },
  {
    to: "/billing/day-book",
    title: "Day Book",
    text: "One day's money in and out, cash counted",
    Icon: BookOpenCheck,
  },
  {
    to: "/billing/customers",
    title: "Customers",
    text: "Balances, ageing and history by customer",
    Icon: Users,
  },
  {
    to: "/billing/reminders",
    title: "Payment Reminders",
    text: "Remind customers overdue on WhatsApp or e-mail",
    Icon: MessageCircle,
  },
  {
    to: "/billing/sales-report",
    title: "Sales Report",
    text: "Billed vs received, methods, customers, items",
    Icon: ChartColumn,
  },
  { to: "/billing/godown", title: "Godown List", text: "Stock in the godown", Icon: Warehouse },
  {
    to: "/billing/notifications",
    title: "Notifications",
    text: "Pending alerts & updates",
    Icon: Bell,
  },
  { to: "/billing/import-export", title: "Import / Export", text: "CSV files", Icon: FileUp },
];

export default function Service() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Service Management</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-tiles">
        {TILES.map(({ Icon, ...tile }) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className={`${cardClass} flex h-full items-center gap-4 p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600`}
            >
              <Icon aria-hidden className="size-9 shrink-0 text-brand-600 dark:text-brand-100" />
              <span>
                <span className="block text-lg font-semibold">{tile.title}</span>
                <span className={`text-sm ${mutedText}`}>{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <BackLink to="/billing/home" variant="button" className="mt-8">
        Back to Home
      </BackLink>
    </div>
  );
}
