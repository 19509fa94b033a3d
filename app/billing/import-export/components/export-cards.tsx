import { Boxes, Download, FileSpreadsheet, ReceiptText } from "~/components/ui/icons";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { type ExportType, exportWithProgress } from "../import-export-client";
import { billingCopy } from "../../content";
import { importExportContent } from "../content";
import { ProgressBar } from "./progress-bar";
import { formatCount } from "~/lib/format";
import { countText } from "~/lib/plural";
import { DateField } from "~/components/date-field";
import { BILLS_EXPORT_PATH, billsExportContent } from "../bills-export";

const CARDS: { type: ExportType; Icon: typeof ReceiptText }[] = [
  { type: "complaints", Icon: ReceiptText },
  { type: "transactions", Icon: FileSpreadsheet },
  { type: "inventory", Icon: Boxes },
];

/**
 * Export Data: a card per table with its number of records and an Export button. With
 * JavaScript the file is read as a stream with a progress bar; without it the form posts and the
 * browser downloads the file.
 */
export function ExportCards({
  counts,
  billsRange,
}: {
  counts: Record<ExportType, number>;
  /** The accountant's export's days until the user picks others: this month so far. */
  billsRange: { from: string; to: string };
}) {
  const locale = useLocale();
  const c = importExportContent[locale];
  const revalidator = useRevalidator();
  const [exporting, setExporting] = useState<Partial<Record<ExportType, number>>>({});

  async function onExport(event: FormEvent<HTMLFormElement>, type: ExportType) {
    event.preventDefault();
    if (exporting[type] !== undefined) return;
    const form = event.currentTarget;
    const show = (percent: number) => setExporting((e) => ({ ...e, [type]: percent }));
    try {
      await exportWithProgress(form, show);
      showToast({ title: c.exported.replace("{type}", c.cards[type].title) });
    } catch {
      showToast({
        title: billingCopy[locale].errorTitle,
        description: c.exportFailed,
        variant: "destructive",
      });
    } finally {
      setTimeout(() => setExporting(({ [type]: _done, ...rest }) => rest), 1500);
      void revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="export-heading" className="mt-8">
      <h2 id="export-heading" className="text-xl font-semibold">
        {c.exportHeading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {CARDS.flatMap(({ type, Icon }) => {
          const { title, text } = c.cards[type];
          return [
            <li key={type} className={`${cardClass} p-5`} data-testid={`export-${type}`}>
              <div className="flex items-center gap-3">
                <Icon aria-hidden className="size-8 text-brand-600" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className={`text-sm ${mutedText}`}>
                    {text} · {countText(counts[type], c.records, formatCount(counts[type]))}
                  </p>
                </div>
              </div>
              <form
                method="post"
                action="/billing/import-export/export"
                onSubmit={(e) => void onExport(e, type)}
                className="mt-4"
              >
                <input type="hidden" name="type" value={type} />
                <Button type="submit" disabled={exporting[type] !== undefined}>
                  <Download aria-hidden className="size-4" />
                  {c.exportButtons[type]}
                </Button>
              </form>
              {exporting[type] !== undefined ? (
                <ProgressBar
                  label={c.exporting.replace("{title}", title)}
                  percent={exporting[type]}
                  testId={`export-progress-${type}`}
                />
              ) : null}
            </li>,
            type === "complaints" ? <AccountantExport key="accountant" range={billsRange} /> : null,
          ];
        })}
      </ul>
    </section>
  );
}

/**
 * The accountant's export (decision 073), beside the bills' card: a GET form of two days whose
 * answer is the attachment bills_{from}_{to}.csv, so the browser downloads it and stays here,
 * with or without JavaScript.
 */
function AccountantExport({ range }: { range: { from: string; to: string } }) {
  const a = billsExportContent[useLocale()];
  return (
    <li className={`${cardClass} p-5`} data-testid="export-accountant">
      <div className="flex items-center gap-3">
        <ReceiptText aria-hidden className="size-8 text-brand-600" />
        <div>
          <h3 className="font-semibold">{a.heading}</h3>
          <p className={`text-sm ${mutedText}`}>{a.text}</p>
        </div>
      </div>
      <form method="get" action={BILLS_EXPORT_PATH} className="mt-4 flex flex-wrap items-end gap-3">
        <DateField name="from" label={a.from} value={range.from} />
        <DateField name="to" label={a.to} value={range.to} />
        <Button type="submit">
          <Download aria-hidden className="size-4" />
          {a.download}
        </Button>
      </form>
    </li>
  );
}
