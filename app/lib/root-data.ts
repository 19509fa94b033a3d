import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data (user, language, theme, toast, business details) for any component. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
