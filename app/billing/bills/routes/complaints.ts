import { redirect } from "react-router";

/** /billing/complaints is the old name of the bills list: it moved to /billing/old-complaint. */
export function loader() {
  return redirect("/billing/old-complaint", 301);
}
