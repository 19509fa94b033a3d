import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's own client entry, plus one step: a page rendered in Tamil (`<html lang="ta">`,
 * root.tsx) gets the layout's Tamil texts before hydrating, since the browser's build starts with
 * English only (app/lib/i18n/i18n.ts, issue 22). An English page hydrates at once. (i18n.ts is
 * imported here on demand: it is in the `site` chunk, which the page has already preloaded.)
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.documentElement.lang === "ta") {
  void import("./lib/i18n/i18n").then((i18n) => i18n.loadLayoutText("ta")).then(hydrate, hydrate);
} else {
  hydrate();
}
