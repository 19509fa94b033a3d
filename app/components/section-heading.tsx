import type { ReactNode } from "react";
import { mutedText, sectionClass } from "~/components/ui/styles";

export function SectionHeading({
  id,
  title,
  intro,
}: {
  id?: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {intro ? <p className={`mt-3 text-lg ${mutedText}`}>{intro}</p> : null}
    </div>
  );
}

export function PageHero({ title, intro }: { title: string; intro: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-16 text-center text-white">
      <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-3xl text-lg text-blue-50">{intro}</p>
    </section>
  );
}

/**
 * A page band: a section labelled by its heading (and optional intro), on the page background or
 * `tinted` with the alternate one, the content centred at the site's width.
 */
export function HeadedSection({
  headingId,
  title,
  intro,
  tinted = false,
  sectionId,
  children,
}: {
  headingId: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  sectionId?: string;
  children: ReactNode;
}) {
  const inner = (
    <>
      <SectionHeading id={headingId} title={title} intro={intro} />
      {children}
    </>
  );
  return tinted ? (
    <section id={sectionId} className="bg-slate-50 dark:bg-slate-900" aria-labelledby={headingId}>
      <div className={sectionClass}>{inner}</div>
    </section>
  ) : (
    <section id={sectionId} className={sectionClass} aria-labelledby={headingId}>
      {inner}
    </section>
  );
}
