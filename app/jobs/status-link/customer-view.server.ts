import type { ProofView } from "../proofs/index.server";
import type { QuoteView } from "../quotes/index.server";
import type { StatusQuote } from "./components/status-quote";

/**
 * What the customer's status page is sent of its quote and proofs (decision 105): the fields the
 * page shows. The loader's data is written into the page a second time for the browser, so what
 * it does not show is weight and, for the shop's own records, more than the customer should get.
 */

/** The latest quote without its id, staff's dates and the lines' catalogue links. */
export function quoteForCustomer(q: QuoteView & { expired: boolean }): StatusQuote {
  return {
    version: q.version,
    subtotalPaise: q.subtotalPaise,
    discountPaise: q.discountPaise,
    totalPaise: q.totalPaise,
    validUntil: q.validUntil,
    turnaroundDays: q.turnaroundDays,
    notes: q.notes,
    acceptedAt: q.acceptedAt,
    expired: q.expired,
    lines: q.lines.map((l) => ({
      description: l.description,
      quantityMilli: l.quantityMilli,
      unit: l.unit,
      ratePaise: l.ratePaise,
      amountPaise: l.amountPaise,
    })),
  };
}

/**
 * The proofs without what stays with staff: the stored file's name and size, who uploaded it,
 * who recorded an answer given by phone or in the shop and that answer's note (the page shows a
 * recorded answer as "recorded by the shop", decision 100).
 */
export function proofsForCustomer(proofs: ProofView[]): ProofView[] {
  return proofs.map((p) => ({
    ...p,
    name: "",
    size: 0,
    by: null,
    answers: p.answers.map((a) => ({
      ...a,
      by: null,
      message: a.via === "link" ? a.message : null,
    })),
  }));
}
