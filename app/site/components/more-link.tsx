import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";

/** The centred button under a section's list leading to its full page ("View All …"). */
export function MoreLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: "primary" | "outline";
  children: ReactNode;
}) {
  return (
    <p className="mt-10 text-center">
      <Link to={to} className={buttonClass[variant]}>
        {children}
      </Link>
    </p>
  );
}
