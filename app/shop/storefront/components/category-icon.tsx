import {
  Award,
  BookOpen,
  Calendar,
  Coffee,
  CreditCard,
  FileText,
  IdCard,
  Image,
  LayoutGrid,
  Mail,
  MailOpen,
  Package,
  PenTool,
  Tag,
  UtensilsCrossed,
} from "~/components/ui/icons";
import type { IconComponent } from "~/components/ui/icon";

/** The spec's "icon chosen by category name": keywords of the (English) name or slug. */
const RULES: [RegExp, IconComponent][] = [
  [/visiting|business card/i, CreditCard],
  [/invitation|wedding/i, MailOpen],
  [/\bid\b|id-card|identity/i, IdCard],
  [/banner|poster|flex/i, Image],
  [/certificate/i, Award],
  [/letterhead/i, FileText],
  [/envelope/i, Mail],
  [/bill|receipt/i, BookOpen],
  [/logo|design/i, PenTool],
  [/menu|brochure/i, UtensilsCrossed],
  [/sticker|label/i, Tag],
  [/calendar/i, Calendar],
  [/tea|coffee/i, Coffee],
];

export function categoryIcon(slugOrName: string | null): IconComponent {
  if (!slugOrName) return LayoutGrid;
  return RULES.find(([re]) => re.test(slugOrName))?.[1] ?? Package;
}
