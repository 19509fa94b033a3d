import { createContext, useContext, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FileInput, Input, Textarea } from "~/components/ui/field";
import { uiContent } from "~/components/ui/content";
import { mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import type { FieldErrors } from "~/lib/forms";

/**
 * Pieces the admin add/edit forms (services, gallery, products) share: the form itself with its
 * hidden fields, the English + Tamil pair, the picture with its current preview, the Active box
 * and the Save/Cancel row. The pieces read the item, the refused values and errors from the form.
 */

const wide = "sm:col-span-2";

type ItemFormState = {
  /** The item being edited (null: a new one); its fields fill the inputs. */
  item: { id: string; active: boolean } | null;
  /** The values sent with a refused save (they win over the item's). */
  values: Record<string, string>;
  errors: FieldErrors;
  busy: boolean;
  cancelHref: string;
};

const ItemFormContext = createContext<ItemFormState | null>(null);

function useItemForm() {
  const state = useContext(ItemFormContext);
  if (!state) throw new Error("Use this inside <ItemForm>.");
  return state;
}

/** What the item says for `key`: lists one per line (or joined with `join`), nothing as "". */
function itemText(item: ItemFormState["item"], key: string, join = "\n") {
  const value = item ? (item as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(value)) return value.join(join);
  return value == null ? "" : String(value);
}

/**
 * The add/edit form of an admin panel: a two-column multipart form posting `intent`, where to go
 * back (`redirectTo`) and, for an edit, the item's `id`.
 */
export function ItemForm({
  testId,
  intent,
  redirectTo,
  children,
  ...state
}: ItemFormState & { testId: string; intent: string; redirectTo: string; children: ReactNode }) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid={testId}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {state.item ? <input type="hidden" name="id" value={state.item.id} /> : null}
      <ItemFormContext value={state}>{children}</ItemFormContext>
    </Form>
  );
}

/**
 * A text field and its Tamil twin (`{name}Ta`, `lang="ta"`): one-line inputs, or text boxes when
 * `rows` is given. `wide` spans both grid columns for each. A list is shown joined by `join`.
 */
export function TextPair({
  name,
  label,
  labelTa,
  requiredMark,
  hint,
  placeholder,
  rows,
  join,
  wide: isWide,
}: {
  name: string;
  label: string;
  labelTa: string;
  requiredMark?: boolean;
  hint?: string;
  placeholder?: string;
  rows?: number;
  join?: string;
  wide?: boolean;
}) {
  const { item, values, errors } = useItemForm();
  // The texts typed are catalog data (a text box's value is a text node): translate="no", unless
  // an interface placeholder is shown in the box (an element cannot mark only its value).
  const translate = placeholder ? undefined : ("no" as const);
  const shared = { hint, errors, translate, fieldClassName: isWide ? wide : undefined };
  const Control = rows ? Textarea : Input;
  const extra = rows ? { rows } : {};
  const nameTa = `${name}Ta`;
  return (
    <>
      <Control
        name={name}
        label={label}
        requiredMark={requiredMark}
        placeholder={placeholder}
        defaultValue={values[name] ?? itemText(item, name, join)}
        {...shared}
        {...extra}
      />
      <Control
        name={nameTa}
        label={labelTa}
        lang="ta"
        defaultValue={values[nameTa] ?? itemText(item, nameTa, join)}
        {...shared}
        {...extra}
      />
    </>
  );
}

/** The size of the current picture's preview. */
export const previewProps = {
  alt: "",
  width: 96,
  height: 72,
  className: "h-18 w-24 rounded object-cover",
} as const;

/** The `image` file field (JPEG/PNG/WebP) and, when there is one, the current picture. */
export function PictureField({
  hint,
  requiredMark,
  current,
  children,
}: {
  hint: string;
  requiredMark?: boolean;
  /** The current picture (an <img> with previewProps), if any. */
  current: ReactNode;
  /** More controls next to the current picture (e.g. "Remove the picture"). */
  children?: ReactNode;
}) {
  const { errors } = useItemForm();
  const c = uiContent[useLocale()];
  return (
    <div className={wide}>
      <FileInput
        name="image"
        label={c.picture}
        requiredMark={requiredMark}
        hint={hint}
        errors={errors}
        accept="image/jpeg,image/png,image/webp"
      />
      {current ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {current}
          <span className={`text-sm ${mutedText}`}>{c.currentPicture}</span>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The `active` box: ticked for a new item, as saved otherwise, as sent after a refusal. */
export function ActiveCheckbox({ label, className = wide }: { label: string; className?: string }) {
  const { item, values } = useItemForm();
  return (
    <label className={`flex items-center gap-3 ${className}`}>
      <input
        type="checkbox"
        name="active"
        defaultChecked={values.intent ? values.active === "on" : (item?.active ?? true)}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  );
}

/** The submit button ("Saving..." while sent) and a Cancel link, across the grid. */
export function SaveOrCancel({ label }: { label: string }) {
  const { busy, cancelHref } = useItemForm();
  const c = uiContent[useLocale()];
  return (
    <div className={`flex gap-3 ${wide}`}>
      <Button type="submit" pending={busy} pendingText={c.saving}>
        {label}
      </Button>
      <Button variant="outline" to={cancelHref}>
        {c.cancel}
      </Button>
    </div>
  );
}

/** What a form's pieces read of it: the values sent with a refused save, the errors, whether it is sent. */
type FormState = { values: Record<string, string>; errors: FieldErrors; busy: boolean };

/**
 * A form's last fields: an optional note (`rows` rows, 2 unless given; at most `maxLength`
 * characters when given, else the server's check alone; `fieldClassName` places it in the
 * form's grid) and the submit button (its `pending` text while sent, "Saving..." unless given).
 * The note shows what was sent with a refused save (`form.values`).
 */
export function NoteAndSubmit({
  note,
  submit,
  maxLength,
  rows = 2,
  form,
}: {
  note: { name: string; label: string; optional: string; fieldClassName?: string };
  submit: { label: string; pending?: string };
  maxLength?: number;
  rows?: number;
  form: FormState;
}) {
  const c = uiContent[useLocale()];
  return (
    <>
      <Textarea
        name={note.name}
        label={note.label}
        optionalText={note.optional}
        rows={rows}
        maxLength={maxLength}
        defaultValue={form.values[note.name] ?? ""}
        errors={form.errors}
        fieldClassName={note.fieldClassName}
      />
      <div>
        <Button type="submit" pending={form.busy} pendingText={submit.pending ?? c.saving}>
          {submit.label}
        </Button>
      </div>
    </>
  );
}
