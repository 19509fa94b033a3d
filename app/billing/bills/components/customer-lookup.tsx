import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { lookupCopy } from "../lookup-content";

/**
 * New Bill's customer look-up (decision 069). As staff type in the Customer Name or Phone box,
 * existing customers are suggested (debounced, from GET /billing/customers/lookup) in a listbox
 * under that box — a combobox: ↓/↑ move, Enter chooses, Escape closes; a click chooses too.
 * Choosing fills the name, the phone and (when the customer has one) the address. Without
 * JavaScript the form's Find customer does the same through the server (CustomerMatches).
 */

export type Suggestion = {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  balancePaise: number;
};

type Box = "customerName" | "customerPhone";

const DELAY_MS = 250;
export const LOOKUP_PATH = "/billing/customers/lookup";

/** Enough typed to search: 2 letters of a name, 3 digits of a phone. */
function searchable(box: Box, text: string): boolean {
  const t = text.trim();
  if (box === "customerPhone") return (t.match(/\d/g) ?? []).length >= 3;
  return [...t].length >= 2;
}

/** The suggestions' state: the box they are for, the list, the option gone to, what was said. */
function useSuggestions() {
  const [box, setBox] = useState<Box | null>(null);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [said, setSaid] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const w = lookupCopy[useLocale()];
  const stop = () => {
    clearTimeout(timer.current);
    request.current?.abort();
  };
  useEffect(() => stop, []);
  const close = () => {
    stop();
    setItems([]);
    setActive(-1);
  };
  /** Asks the server once the typing pauses; a newer keystroke cancels the older question. */
  const search = (from: Box, text: string) => {
    stop();
    if (!searchable(from, text)) return close();
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const res = await fetch(`${LOOKUP_PATH}?q=${encodeURIComponent(text.trim())}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { customers: Suggestion[] };
        setBox(from);
        setItems(body.customers);
        setActive(-1);
        setSaid(body.customers.length ? fill(w.found, { count: body.customers.length }) : w.none);
      } catch {
        // Aborted by the next keystroke, or no network: no suggestions; the typing goes on.
      }
    }, DELAY_MS);
  };
  return { box, items, active, setActive, said, setSaid, close, search, w };
}

/** Fills the form's customer boxes with the customer chosen (the address only when known). */
function fillCustomer(form: HTMLFormElement | null, s: Suggestion) {
  const set = (name: string, value: string) => {
    const el = form?.elements.namedItem(name);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.value = value;
  };
  set("customerName", s.name);
  set("customerPhone", s.phone ?? "");
  if (s.address) set("customerAddress", s.address);
}

/** ↓ and ↑ over `n` options, round the ends (from none: ↓ the first, ↑ the last). */
const moved = (key: string, at: number, n: number) =>
  key === "ArrowDown" ? (at + 1) % n : at <= 0 ? n - 1 : at - 1;

const optionId = (i: number) => `customer-option-${i}`;

export function useCustomerLookup() {
  const s = useSuggestions();
  const choose = (input: HTMLInputElement, pick: Suggestion) => {
    fillCustomer(input.form, pick);
    s.close();
    s.setSaid(fill(s.w.filled, { name: pick.name }));
  };
  const shown = (name: Box) => s.items.length > 0 && s.box === name;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = s.items.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      s.setActive((at) => moved(e.key, at, n));
    } else if (e.key === "Enter" && s.active >= 0 && s.active < n) {
      e.preventDefault();
      choose(e.currentTarget, s.items[s.active]!);
    } else if (e.key === "Escape") {
      e.preventDefault();
      s.close();
    }
  };
  /** The props that make a box a combobox over the suggestions. */
  const comboboxProps = (name: Box) => ({
    role: "combobox",
    "aria-autocomplete": "list" as const,
    "aria-expanded": shown(name),
    "aria-controls": `${name}-suggestions`,
    "aria-activedescendant": shown(name) && s.active >= 0 ? optionId(s.active) : undefined,
    onChange: (e: { currentTarget: HTMLInputElement }) => s.search(name, e.currentTarget.value),
    // A click on a suggestion lands first (its mousedown keeps the focus in the box).
    onBlur: () => (s.box === name ? s.close() : undefined),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => (shown(name) ? onKeyDown(e) : undefined),
  });
  const listbox = (name: Box) => (
    <SuggestionList
      name={name}
      items={shown(name) ? s.items : []}
      active={s.active}
      label={s.w.suggestions}
      balance={s.w.balance}
      onChoose={(pick) => {
        const input = document.getElementById(name);
        if (input instanceof HTMLInputElement) choose(input, pick);
      }}
    />
  );
  /** Said to screen readers: how many were found, or who was filled in. */
  const status = (
    <p role="status" className="sr-only" data-testid="customer-lookup-status">
      {s.said}
    </p>
  );
  return { comboboxProps, listbox, status };
}

/** The listbox under a box (hidden while empty): name, phone and balance of each customer. */
function SuggestionList({
  name,
  items,
  active,
  label,
  balance,
  onChoose,
}: {
  name: Box;
  items: Suggestion[];
  active: number;
  label: string;
  balance: string;
  onChoose: (s: Suggestion) => void;
}) {
  return (
    <ul
      id={`${name}-suggestions`}
      role="listbox"
      aria-label={label}
      hidden={items.length === 0}
      className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      data-testid="customer-suggestions"
    >
      {items.map((s, i) => (
        <li
          key={s.id}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={`flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 px-3 py-1 hover:bg-slate-100 dark:hover:bg-slate-800 ${
            i === active ? "bg-slate-100 dark:bg-slate-800" : ""
          }`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(s)}
        >
          <span className="font-semibold" translate="no">
            {s.name}
          </span>
          {s.phone ? (
            <span className={mutedText} translate="no">
              {s.phone}
            </span>
          ) : null}
          {s.balancePaise > 0 ? (
            <span className="due text-xs">
              {fill(balance, { amount: formatRupees(s.balancePaise) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Without JavaScript: the customers Find customer found (`intent=find-customer`), each a button
 * that fills the form with them (`intent=pick-customer:<id>`), or the word that none matched.
 */
export function CustomerMatches({ found }: { found: { q: string; matches: Suggestion[] } }) {
  const w = lookupCopy[useLocale()];
  return (
    <section
      aria-label={fill(w.matchesFor, { q: found.q })}
      className="rounded-md border border-slate-200 p-3 sm:col-span-2 dark:border-slate-700"
      data-testid="customer-matches"
    >
      {found.matches.length === 0 ? (
        <p role="status">{fill(w.noMatches, { q: found.q })}</p>
      ) : (
        <>
          <p role="status" className="text-sm font-semibold">
            {fill(w.matchesFor, { q: found.q })}
          </p>
          <ul className="mt-2 grid gap-2">
            {found.matches.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button
                  type="submit"
                  variant="outline"
                  name="intent"
                  value={`pick-customer:${m.id}`}
                  formNoValidate
                >
                  {w.use}
                  <span className="sr-only">{` ${m.name}`}</span>
                </Button>
                <span className="font-semibold" translate="no">
                  {m.name}
                </span>
                {m.phone ? (
                  <span className={mutedText} translate="no">
                    {m.phone}
                  </span>
                ) : null}
                {m.balancePaise > 0 ? (
                  <span className="due text-sm">
                    {fill(w.balance, { amount: formatRupees(m.balancePaise) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
