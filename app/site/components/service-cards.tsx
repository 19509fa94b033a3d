import { CircleCheck, Clock } from "~/components/ui/icons";
import { Link } from "react-router";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import type { ServicesContent } from "../content/types";

/** What the services page shows of a service. */
export type ServiceCardData = {
  slug: string;
  name: string;
  description: string;
  features: string[];
  turnaround: string | null;
  pricePaise: number | null;
  imageUrl: string | null;
};

type Labels = ServicesContent["labels"];

function FeatureList({ features, heading }: { features: string[]; heading: string }) {
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold tracking-wide uppercase">{heading}</h3>
      <ul className="mt-2 space-y-1">
        {features.map((f) => (
          <li key={f} className="flex gap-2 text-sm">
            <CircleCheck
              aria-hidden
              className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
            />
            {f}
          </li>
        ))}
      </ul>
    </>
  );
}

function TurnaroundAndPrice({ service: s, labels }: { service: ServiceCardData; labels: Labels }) {
  return (
    <div className="mt-4 flex-1 space-y-1 text-sm">
      {s.turnaround ? (
        <p className="flex items-center gap-2">
          <Clock aria-hidden className="size-4" />
          <span>
            {labels.turnaround}: {s.turnaround}
          </span>
        </p>
      ) : null}
      {s.pricePaise !== null ? (
        <p className="font-semibold">
          {labels.startingAt} <Money paise={s.pricePaise} whole />
        </p>
      ) : null}
    </div>
  );
}

/**
 * A service card's picture across its top (decorative: the card's name says what it is), lazy
 * unless it is the `first` card's; nothing without one.
 */
export function ServicePicture({ src, first = false }: { src: string | null; first?: boolean }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={480}
      height={320}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      className="h-auto w-full"
    />
  );
}

/**
 * One service: picture, name, description, features, turnaround, starting price and a quote
 * button. The `first` card's picture loads at once (the largest thing on a phone's first screen).
 */
export function ServiceCardItem({
  service: s,
  labels,
  first,
}: {
  service: ServiceCardData;
  labels: Labels;
  first: boolean;
}) {
  return (
    <li id={s.slug} className={`${cardClass} flex flex-col overflow-hidden`}>
      <ServicePicture src={s.imageUrl} first={first} />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-bold">{s.name}</h2>
        <p className={`mt-2 ${mutedText}`}>{s.description}</p>
        {s.features.length ? <FeatureList features={s.features} heading={labels.features} /> : null}
        <TurnaroundAndPrice service={s} labels={labels} />
        <Link to="/place-order" className={`${buttonClass.primary} mt-6`}>
          {labels.getQuote}
          <span className="sr-only">: {s.name}</span>
        </Link>
      </div>
    </li>
  );
}

/** The smaller services, as a grid of names. */
export function AdditionalServiceList({ items }: { items: string[] }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {items.map((item) => (
        <li key={item} className={`${cardClass} px-4 py-3 text-center font-medium`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The ordering process as numbered steps. */
export function ProcessSteps({ steps }: { steps: ServicesContent["process"]["steps"] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className={`${cardClass} p-6 text-center`}>
          <span
            aria-hidden
            className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className={`mt-1 ${mutedText}`}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
