import { Link } from "react-router";

type Tab = "signin" | "signup";

/** The Sign in / Sign up switch above the form: two links, the current one raised. */
export function AuthTabs({
  current,
  labels,
  hrefOf,
}: {
  current: Tab;
  labels: { label: string; signIn: string; signUp: string };
  hrefOf: (tab: Tab) => string;
}) {
  return (
    <nav
      aria-label={labels.label}
      className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {(["signin", "signup"] as const).map((t) => (
        <Link
          key={t}
          to={hrefOf(t)}
          replace
          aria-current={current === t ? "page" : undefined}
          className={`rounded-md px-3 py-2 text-center font-semibold ${
            current === t
              ? "bg-white shadow dark:bg-slate-950"
              : "text-slate-600 dark:text-slate-300"
          }`}
        >
          {t === "signin" ? labels.signIn : labels.signUp}
        </Link>
      ))}
    </nav>
  );
}
