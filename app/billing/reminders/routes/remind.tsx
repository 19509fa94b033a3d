import type { Route } from "./+types/remind";
import { BackLink } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill, formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { remindersContent } from "../content";
import { REMINDERS_PATH } from "../reminder";
import { sendReminder } from "../reminders.server";
import { sendReminderSchema } from "../schema";

/**
 * POST /billing/customers/:id/remind (channel=whatsapp|email, redirectTo): logs the reminder
 * (decision 028). WhatsApp answers a redirect to the wa.me link with the message (the form
 * opens it in a new tab; the app cannot know whether it was then sent, and says so); e-mail
 * queues the mail and goes back to `redirectTo` with a toast. A customer unknown (404), owing
 * nothing, without a mobile or an address (422) is refused here with a way back. A GET shows
 * only that way back.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return null;
}

const REFUSALS = {
  notFound: [404, "customerNotFound"],
  noMobile: [422, "noMobile"],
  noEmail: [422, "noEmail"],
  noBalance: [422, "noBalance"],
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const c = remindersContent[getPreferences(context).locale];
  const m = c.messages;
  const values = formValues(await request.formData());
  const back = safeRedirect(values.redirectTo, REMINDERS_PATH);
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, {
      status,
      toast: { title: c.notSent, description },
      errors,
      values: { ...values, redirectTo: back },
    });
  const parsed = parseWith(sendReminderSchema, values);
  if (!parsed.success) {
    const errors = parsed.errors.channel
      ? { ...parsed.errors, channel: m.channelInvalid }
      : parsed.errors;
    return fail(400, m.channelInvalid, errors);
  }
  try {
    const sent = await sendReminder(params.id, parsed.data.channel, user.id);
    if (!sent.ok) {
      const [status, key] = REFUSALS[sent.reason];
      return fail(status, m[key]);
    }
    if (sent.url) {
      return redirectWithToast(sent.url, {
        title: c.whatsappOpened,
        description: fill(c.whatsappLogged, { name: sent.customerName, user: user.name }),
      });
    }
    return redirectWithToast(back, {
      title: m.emailQueued,
      description: fill(c.emailTo, { name: sent.customerName, email: String(sent.to) }),
    });
  } catch (error) {
    logger.error("Failed to send a reminder", `customer ${params.id}`, error);
    return fail(500, m.sendFailed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: remindersContent[metaLocale(matches)].remind.metaTitle },
  { name: "robots", content: "noindex" },
];

/** Shown only when a reminder was refused (or on a GET): the reason and the way back. */
export default function Remind({ actionData }: Route.ComponentProps) {
  const { values } = useActionAnswer(actionData);
  const c = remindersContent[useLocale()].remind;
  const message = (actionData as { toast?: { description?: string } } | undefined)?.toast
    ?.description;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{c.title}</h1>
      <p role="alert" className={`mt-4 ${mutedText}`} data-testid="reminder-refused">
        {message ?? c.noneSent}
      </p>
      <div className="mt-6 flex justify-center">
        <BackLink to={values.redirectTo || REMINDERS_PATH} variant="button">
          {c.back}
        </BackLink>
      </div>
    </div>
  );
}
