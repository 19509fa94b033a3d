import type { IconComponent } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { cardClass, mutedText } from "./styles";

/**
 * The narrow centred card of a sign-in style page (reset password, create account…): an icon,
 * the h1, an intro line under it, then the page's form and links.
 */
export function AuthCard({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: IconComponent;
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className={`${cardClass} p-6`}>
        <Icon aria-hidden className="mx-auto size-10 text-brand-600 dark:text-brand-100" />
        <h1 className="mt-3 text-center text-2xl font-bold">{title}</h1>
        <p className={`mt-1 text-center ${mutedText}`}>{intro}</p>
        {children}
      </div>
    </div>
  );
}
