import { useRef } from "react";
import { uiContent } from "~/components/ui/content";
import { CalendarDays } from "~/components/ui/icons";
import { errorText, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { isCalendarDay, readDay, TYPED_DAY_PATTERN } from "~/lib/dates";
import { formatDay } from "~/lib/format";
import { fieldA11y, type FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A labelled date box that shows and takes dd/mm/yyyy whatever the browser's language (decision
 * 074): a text input, not `type="date"` (which Chrome shows mm/dd/yyyy in US English). What is
 * typed is posted as typed and read on the server (`readDay`: dd/mm/yyyy, d/m/yyyy, dd-mm-yyyy,
 * ddmmyyyy, or yyyy-mm-dd as links carry it), so it works without JavaScript. With JavaScript a
 * calendar button opens the browser's own date picker (a nameless native date input, hidden and
 * out of the tab order) and writes the day picked back as dd/mm/yyyy.
 *
 * `value` is a day (yyyy-mm-dd, shown dd/mm/yyyy) or the text a person typed (shown again as it
 * was, beside its error). `min`/`max` (yyyy-mm-dd) bound the calendar only: the server's schema
 * is what refuses a day out of range, with its message.
 */
export function DateField({
  name,
  label,
  value,
  min,
  max,
  errors,
  requiredMark,
  fieldClassName,
}: {
  /** The input's `name` and `id`; the hint is `{name}-hint`, the error `{name}-error`. */
  name: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  errors?: FieldErrors;
  /** Marks the label as required with a star. */
  requiredMark?: boolean;
  /** Classes of the wrapping element (e.g. its width in a filter bar). */
  fieldClassName?: string;
}) {
  const c = uiContent[useLocale()].date;
  const hydrated = useHydrated();
  const hintId = `${name}-hint`;
  const shown = formatDay(value);
  const error = errors?.[name];

  return (
    <div className={fieldClassName}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <label htmlFor={name} className={labelClass}>
          {label}
          {requiredMark ? (
            <>
              {" "}
              <span aria-hidden className="text-red-700 dark:text-red-300">
                *
              </span>
            </>
          ) : null}
        </label>
        <span id={hintId} className={`text-xs ${mutedText}`}>
          {c.hint}
        </span>
      </div>
      <div className="relative mt-1">
        <input
          // A new day from the server (another day's link) replaces what the box holds.
          key={shown}
          {...fieldA11y(name, errors, hintId)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          pattern={TYPED_DAY_PATTERN}
          title={c.hint}
          maxLength={24}
          defaultValue={shown}
          className={`${inputClass} ${hydrated ? "pr-11" : ""}`}
        />
        {hydrated ? <CalendarButton min={min} max={max} label={c.calendar} /> : null}
      </div>
      {error ? (
        <p id={`${name}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The calendar button of a DateField (drawn once React runs): it opens the browser's date picker
 * on a nameless, hidden native date input and writes the day picked into the text box beside
 * it as dd/mm/yyyy.
 */
function CalendarButton({ min, max, label }: { min?: string; max?: string; label: string }) {
  const picker = useRef<HTMLInputElement>(null);
  /** The DateField's text box, beside the picker. */
  const textBox = () =>
    picker.current?.parentElement?.querySelector<HTMLInputElement>('input[type="text"]') ?? null;

  function open() {
    const native = picker.current;
    const box = textBox();
    if (!box || !native) return;
    const day = readDay(box.value);
    native.value = day && isCalendarDay(day) ? day : "";
    try {
      native.showPicker();
    } catch {
      // No picker in this browser (or not now): typing stays the way in.
      box.focus();
    }
  }

  function picked() {
    const day = picker.current?.value;
    const box = textBox();
    if (!box || !day) return;
    box.value = formatDay(day);
    box.focus();
  }

  return (
    <>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        onChange={picked}
        className="pointer-events-none absolute bottom-0 left-0 h-px w-full opacity-0"
      />
      <button
        type="button"
        onClick={open}
        aria-label={label}
        title={label}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300"
      >
        <CalendarDays aria-hidden className="size-5" />
      </button>
    </>
  );
}
