import type { ComponentPropsWithoutRef, ReactNode } from "react";

/**
 * The one pill every screen uses for a status, a kind or a count. A tone is a colour with a
 * meaning; the spec names some colours outright (orange refunds, purple "anything else"), so
 * those tones are named by colour.
 */
export const BADGE_TONES = {
  neutral: "bg-slate-200 text-slate-800",
  info: "bg-blue-100 text-blue-900",
  success: "bg-green-100 text-green-900",
  warning: "bg-yellow-100 text-yellow-900",
  danger: "bg-red-100 text-red-900",
  orange: "bg-orange-100 text-orange-900",
  purple: "bg-purple-100 text-purple-900",
  /** Over a picture (e.g. a product's category). */
  light: "bg-white/90 text-brand-800",
  /** On the brand's accent colour (e.g. "Popular"). */
  accent: "bg-accent-500 text-slate-950",
  /** Solid red, for counts that ask for attention (unread, out of stock). */
  alert: "bg-red-700 text-white",
  /** Just a border, for a secondary label next to a coloured one. */
  outline: "border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200",
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** The pill's shape and text size: short classes of app/app.css (decision 042). */
const SIZES = { xs: "badge", sm: "badge-sm" } as const;

type SpanProps = Omit<ComponentPropsWithoutRef<"span">, "children" | "className">;

export function badgeClass(tone: BadgeTone = "neutral", size: keyof typeof SIZES = "xs"): string {
  return `${SIZES[size]} ${BADGE_TONES[tone]}`;
}

/** A pill: `<Badge tone="success">Paid</Badge>`. Extra span attributes (data-testid…) pass through. */
export function Badge({
  tone = "neutral",
  size = "xs",
  className,
  children,
  ...rest
}: SpanProps & {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
  /** Placement only (margins, position); the look comes from tone and size. */
  className?: string;
  children: ReactNode;
}) {
  const look = badgeClass(tone, size);
  return (
    <span {...rest} className={className ? `${look} ${className}` : look}>
      {children}
    </span>
  );
}

/**
 * A known status as a pill: its tone from the screen's `tones` map (`fallback` for anything
 * else), its text the `children` or else the status itself.
 */
export function StatusBadge<S extends string>({
  status,
  tones,
  fallback = "neutral",
  children,
  ...rest
}: Omit<Parameters<typeof Badge>[0], "tone" | "children"> & {
  status: S;
  tones: Partial<Record<S, BadgeTone>>;
  fallback?: BadgeTone;
  children?: ReactNode;
}) {
  return (
    <Badge {...rest} tone={tones[status] ?? fallback}>
      {children ?? status}
    </Badge>
  );
}
