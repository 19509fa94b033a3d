import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/welcome";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { simplePagesContent } from "../content/pages";
import { pageContent } from "~/platform/page-content.server";

export const WELCOME_REDIRECT_MS = 3500;

export function loader({ context }: Route.LoaderArgs) {
  return pageContent(
    context,
    { en: simplePagesContent.en.welcome, ta: simplePagesContent.ta.welcome },
    "/welcome",
    { noindex: true },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** After sign-in: a greeting that fades in, then home after 3.5 seconds (or on Continue). */
export default function Welcome({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { user } = useRootData();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/"), WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  const name = user?.name || user?.email;
  return (
    <div className="mx-auto max-w-xl animate-fade-in px-4 py-24 text-center motion-reduce:animate-none">
      <h1 className="text-4xl font-extrabold">
        {name ? content.greetingNamed.replace("{name}", name) : content.greeting}
      </h1>
      <p className={`mt-4 text-lg ${mutedText}`}>{content.text}</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        {content.continue}
      </Link>
      <p className={`mt-6 text-sm ${mutedText}`}>{content.redirecting}</p>
    </div>
  );
}
