import { Form } from "react-router";
import { DataText } from "~/components/ui/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { countText } from "~/lib/plural";
import type { AdminCategory } from "../categories.server";
import { storeCatalogContent } from "../content";

/** The store admin's Categories tab: add a category, rename one, (de)activate one. */

const CATEGORIES_HREF = "/limrakart/admin?tab=categories";

/** The hidden inputs of a form, in order. */
function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** Add a category (English + Tamil name). */
function NewCategoryForm() {
  const c = storeCatalogContent[useLocale()].categories;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
      <HiddenFields fields={{ intent: "category-save", redirectTo: CATEGORIES_HREF }} />
      <div>
        <label htmlFor="new-category" className="text-sm font-semibold">
          {c.newCategory}
        </label>
        <input id="new-category" name="name" required className={inputClass} />
      </div>
      <div>
        <label htmlFor="new-category-ta" className="text-sm font-semibold">
          {c.nameTa}
        </label>
        <input id="new-category-ta" name="nameTa" lang="ta" className={inputClass} />
      </div>
      <button type="submit" className={buttonClass.primary}>
        {c.add}
      </button>
    </Form>
  );
}

/** A category: rename it (both names), its product count, and (de)activate it. */
function CategoryRow({ c }: { c: AdminCategory }) {
  const t = storeCatalogContent[useLocale()].categories;
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <HiddenFields fields={{ intent: "category-save", id: c.id, redirectTo: CATEGORIES_HREF }} />
        <label className="sr-only" htmlFor={`cat-${c.id}`}>
          <DataText text={t.nameOf} data={{ name: c.name }} />
        </label>
        <input
          id={`cat-${c.id}`}
          name="name"
          defaultValue={c.name}
          className={`${inputClass} w-56`}
        />
        <label className="sr-only" htmlFor={`cat-ta-${c.id}`}>
          <DataText text={t.tamilNameOf} data={{ name: c.name }} />
        </label>
        <input
          id={`cat-ta-${c.id}`}
          name="nameTa"
          lang="ta"
          defaultValue={c.nameTa}
          className={`${inputClass} w-56`}
        />
        <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
          {t.rename}
          <span className="sr-only" translate="no">
            {" "}
            {c.name}
          </span>
        </button>
      </Form>
      <span className={`text-sm ${mutedText}`}>{countText(c.productCount, t.productCount)}</span>
      <Form method="post" className="ml-auto">
        <HiddenFields
          fields={{
            intent: "category-toggle",
            id: c.id,
            active: c.active ? "0" : "1",
            redirectTo: CATEGORIES_HREF,
          }}
        />
        <button
          type="submit"
          className={`${c.active ? buttonClass.outline : buttonClass.primary} !px-3 !py-1.5 text-sm`}
        >
          {c.active ? t.deactivate : t.activate}
          <span className="sr-only" translate="no">
            {" "}
            {c.name}
          </span>
        </button>
      </Form>
    </li>
  );
}

/** The Categories tab. */
export function CategoriesTab({ categories }: { categories: AdminCategory[] }) {
  const t = storeCatalogContent[useLocale()].categories;
  return (
    <section aria-labelledby="categories-heading" className={`${cardClass} mt-6 p-6`}>
      <h2 id="categories-heading" className="text-xl font-bold">
        {t.title}
      </h2>
      <NewCategoryForm />
      <ul
        className="mt-6 divide-y divide-slate-200 dark:divide-slate-800"
        data-testid="admin-categories"
      >
        {categories.map((c) => (
          <CategoryRow key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}
