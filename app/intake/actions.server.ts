import type { RouterContextProvider } from "react-router";
import { fill, formValues, parseWith, type FieldErrors } from "~/lib/forms";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  BodyTooLarge,
  discardUploads,
  parseMultipart,
  type UploadedFile,
} from "~/platform/uploads.server";
import { requestReceiptCookie } from "~/jobs/index.server";
import { intakeMessages } from "./content/messages";
import type { IntakeMessages, ToastText } from "./content/types";
import { detectDesignFileType } from "./file-types";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/form-fields";
import { checkFormFields, checkRateLimit, type IntakeForm } from "~/platform/form-guard.server";
import {
  submitContact,
  submitFeedback,
  submitOrder,
  submitReview,
  type AcceptedFile,
  type SubmitResult,
} from "./intake.server";
import { MAX_ORDER_FILE_BYTES, MAX_ORDER_FILES } from "./options";
import { contactSchema, feedbackSchema, orderSchema, reviewSchema } from "./schema";

/**
 * The actions of the four public forms. Each: rate limit, honeypot, token; validate with the
 * shared schema; save once; redirect with the spec's toast, or answer with the form's errors
 * and the values typed (4xx). A filled honeypot gets the success answer and saves nothing.
 */
type Args = { request: Request; context: Readonly<RouterContextProvider> };

function messagesFor(context: Args["context"]): IntakeMessages {
  return intakeMessages[getPreferences(context).locale];
}

/** The values to show again in the form: what the user typed, without the hidden fields. */
function echoValues(fields: FormData): Record<string, string> {
  const values = formValues(fields);
  delete values[FORM_TOKEN_FIELD];
  delete values[HONEYPOT_FIELD];
  return values;
}

function rateLimited(
  context: Args["context"],
  m: IntakeMessages,
  fields: FormData | null,
  retry: number,
) {
  return formFailure(context, {
    status: 429,
    toast: m.rateLimited,
    values: fields ? echoValues(fields) : {},
    headers: { "Retry-After": String(retry) },
  });
}

function successToast(result: SubmitResult, m: IntakeMessages, success: ToastText) {
  return result.emailQueued
    ? { ...success, variant: "default" as const }
    : { ...m.emailFailed, variant: "destructive" as const };
}

/** Shared flow of the forms without files. */
async function simpleForm<T>(
  form: Exclude<IntakeForm, "order">,
  { request, context }: Args,
  opts: {
    parse: (
      m: IntakeMessages,
      values: Record<string, string>,
    ) => ReturnType<typeof parseWith<never>>;
    save: (data: T, token: string) => Promise<SubmitResult>;
    success: (m: IntakeMessages) => ToastText;
    failure: (m: IntakeMessages) => ToastText;
    invalidToast?: (m: IntakeMessages) => ToastText;
    redirectTo: string;
  },
) {
  const m = messagesFor(context);
  let fields: FormData;
  try {
    // Small forms: read (within the size limit) before the rate limit, so a refused post can
    // still show what was typed.
    fields = (await parseMultipart(request, { maxFiles: 0, maxFileBytes: 1 })).fields;
  } catch (error) {
    return formFailure(context, {
      status: error instanceof BodyTooLarge ? 413 : 400,
      toast: opts.failure(m),
    });
  }
  const values = echoValues(fields);
  const limited = await checkRateLimit(form, request);
  if (limited) return rateLimited(context, m, fields, limited.retryAfterSeconds);
  const guard = checkFormFields(form, fields, request);
  if (guard.kind === "spam") return redirectWithToast(opts.redirectTo, opts.success(m));

  const parsed = opts.parse(m, values);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: opts.invalidToast?.(m),
      errors: parsed.errors,
      values,
    });
  }
  try {
    const result = await opts.save(parsed.data as T, guard.token);
    return redirectWithToast(opts.redirectTo, successToast(result, m, opts.success(m)));
  } catch (error) {
    logger.error(`intake: saving the ${form} form failed`, { error: String(error) });
    return formFailure(context, { status: 500, toast: opts.failure(m), values });
  }
}

export function reviewAction(args: Args, redirectTo: string) {
  return simpleForm("review", args, {
    parse: (m, v) => parseWith(reviewSchema(m), v) as never,
    save: submitReview,
    success: (m) => m.reviewSuccess,
    failure: (m) => m.reviewFailed,
    redirectTo,
  });
}

export function contactAction(args: Args) {
  return simpleForm("contact", args, {
    parse: (m, v) => parseWith(contactSchema(m), v) as never,
    save: submitContact,
    success: (m) => m.contactSuccess,
    failure: (m) => m.contactFailed,
    redirectTo: "/thank-you-contact",
  });
}

export function feedbackAction(args: Args) {
  return simpleForm("feedback", args, {
    parse: (m, v) => parseWith(feedbackSchema(m), v) as never,
    save: submitFeedback,
    success: (m) => m.feedbackSuccess,
    failure: (m) => m.feedbackFailed,
    redirectTo: "/thank-you-contact",
  });
}

const ORDER_REQUIRED = ["name", "phone", "service"] as const;

/** The order form's answer to invalid fields: 'Missing Information' when a required one is empty. */
export function orderInvalidToast(
  m: IntakeMessages,
  values: Record<string, string>,
  errors: FieldErrors,
) {
  if (ORDER_REQUIRED.some((f) => !values[f]?.trim())) return m.missingInformation;
  return errors.files && Object.keys(errors).length === 1
    ? { title: m.orderFailed.title, description: errors.files }
    : m.checkForm;
}

/** Checks each uploaded file's real type; returns the accepted ones and a message per problem. */
function checkDesignFiles(files: UploadedFile[], problems: string[], m: IntakeMessages) {
  const accepted: AcceptedFile[] = [];
  for (const file of files) {
    const mimeType = detectDesignFileType(file.name, file.head);
    if (mimeType)
      accepted.push({ name: file.name, size: file.size, mimeType, tempPath: file.tempPath });
    else problems.push(fill(m.fileType, { name: file.name }));
  }
  return accepted;
}

export async function orderAction({ request, context }: Args) {
  const m = messagesFor(context);
  const { locale } = getPreferences(context);
  // Before reading the body: a blocked client must not get its uploads written to disk.
  const limited = await checkRateLimit("order", request);
  if (limited) return rateLimited(context, m, null, limited.retryAfterSeconds);
  let upload;
  try {
    upload = await parseMultipart(request, {
      maxFiles: MAX_ORDER_FILES,
      maxFileBytes: MAX_ORDER_FILE_BYTES,
    });
  } catch (error) {
    logger.warn("intake: unreadable order upload", { error: String(error) });
    return formFailure(context, {
      status: error instanceof BodyTooLarge ? 413 : 400,
      toast: m.orderFailed,
    });
  }
  const { fields, files } = upload;
  const values = echoValues(fields);
  try {
    const guard = checkFormFields("order", fields, request);
    if (guard.kind === "spam") {
      await discardUploads(files);
      return redirectWithToast("/thank-you", m.orderSuccess);
    }

    const fileProblems = upload.problems.map((p) =>
      p.code === "too-many"
        ? m.tooManyFiles
        : fill(p.code === "too-large" ? m.fileTooLarge : m.fileEmpty, { name: p.name }),
    );
    const accepted = checkDesignFiles(files, fileProblems, m);
    const parsed = parseWith(orderSchema(m), values);
    if (!parsed.success || fileProblems.length) {
      await discardUploads(files);
      const errors = parsed.success ? {} : { ...parsed.errors };
      if (fileProblems.length) errors.files = fileProblems.join(" ");
      const tooLarge = upload.problems.some((p) => p.code === "too-large");
      return formFailure(context, {
        status: tooLarge && parsed.success ? 413 : 400,
        toast: orderInvalidToast(m, values, errors),
        errors,
        values,
      });
    }
    const result = await submitOrder(parsed.data, accepted, { token: guard.token, locale });
    // The reference and status link go to /thank-you in a signed cookie, never in its URL.
    const headers = result.request
      ? { "Set-Cookie": await requestReceiptCookie(result.request) }
      : undefined;
    return redirectWithToast("/thank-you", successToast(result, m, m.orderSuccess), { headers });
  } catch (error) {
    await discardUploads(files);
    logger.error("intake: saving the order failed", { error: String(error) });
    return formFailure(context, { status: 500, toast: m.orderFailed, values });
  }
}
