import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every URL of the application, grouped like the spec's route table
 * (000_522508cd0e43c8bb.txt section 2, 001_5a03c76101320a01.txt section 2).
 * A route is listed here only once it is fully built; any other path is the not-found page.
 */
export default [
  // Utility actions used by the layout (no page of their own).
  route("preferences", "platform/preferences-route.tsx"),
  route("logout", "account/logout.tsx"),

  layout("site/layout.tsx", [
    // Public
    index("site/home.tsx"),

    // Six tea product pages: (the tea issue)
    // Shop: (the shop issue)
    // Open billing routes: (the accounts issue)
    // Guarded by the billing-access check: (the billing issues)

    // Any other path shows the not-found page.
    route("*", "site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
