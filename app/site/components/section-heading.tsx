import { mutedText } from "~/components/ui/styles";

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
