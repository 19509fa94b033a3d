import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/welcome";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { simplePagesContent } from "../content/pages";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { pageContent } from "~/platform/page-content.server";

export const WELCOME_REDIRECT_MS = 3500;

export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(
    context,
    { en: simplePagesContent.en.welcome, ta: simplePagesContent.ta.welcome },
    "/welcome",
    { noindex: true },
  );
  return { ...page, signedIn: getCurrentUser(context) !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

type WelcomeText = Route.ComponentProps["loaderData"]["content"];

/** A visitor who is not signed in: say so, and offer sign-in, sign-up and the shop. */
function VisitorWelcome({ content }: { content: WelcomeText }) {
  const c = content.visitor;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="welcome-visitor">
      <h1 className="text-4xl font-extrabold">{c.title}</h1>
      <p className={`mt-4 text-lg ${mutedText}`}>{c.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/auth" className={buttonClass.primary}>
          {c.signIn}
        </Link>
        <Link to="/auth?mode=signup" className={buttonClass.outline}>
          {c.signUp}
        </Link>
      </div>
      <p className="mt-6">
        <Link to="/limrakart" className="font-medium text-brand-700 underline dark:text-brand-100">
          {c.browse}
        </Link>
      </p>
    </div>
  );
}

/** After sign-in: a greeting that fades in, then home after 3.5 seconds (or on Continue). */
function SignedInWelcome({ content }: { content: WelcomeText }) {
  const { user } = useRootData();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/"), WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  const name = user?.name || user?.email;
  return (
    <div
      className="mx-auto max-w-xl animate-fade-in px-4 py-24 text-center motion-reduce:animate-none"
      data-testid="welcome-signed-in"
    >
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

/** /welcome: where sign-in lands; it says "you are signed in" only to a signed-in user. */
export default function Welcome({ loaderData }: Route.ComponentProps) {
  const { content, signedIn } = loaderData;
  return signedIn ? <SignedInWelcome content={content} /> : <VisitorWelcome content={content} />;
}
