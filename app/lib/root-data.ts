import { useRouteLoaderData } from "react-router";
import type { PublicBusiness } from "./business";
import type { Locale } from "./i18n/i18n";
import type { Toast } from "./toast";

/**
 * The root loader's data. Declared here rather than inferred from app/root.tsx so that lib does
 * not import the root module (which imports lib: a cycle); the root loader is typed with it, so
 * tsc keeps the two in step.
 */
export type RootData = {
  user: {
    name: string;
    email: string;
    role: "admin" | "staff" | "customer";
    billingAccess: boolean;
  } | null;
  locale: Locale;
  theme: "light" | "dark";
  toast: Toast | null;
  business: PublicBusiness;
  /** This year in India (the footer's ©), from the server's clock. */
  year: number;
  /** Items in the signed-in user's LimraKart cart (the header badge); 0 for a visitor. */
  cartCount: number;
};

/** The root loader's data (user, language, theme, toast, business details, cart count) for any component. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data;
}
