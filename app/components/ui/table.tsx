import { ArrowDown, ArrowUp, ArrowUpDown } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "./empty-state";
import { tableClass, tableFrameClass } from "./styles";

export type SortDirection = "ascending" | "descending";

/** One column of a Table: its header and how a row fills its cell. */
export type Column<T> = {
  /** Unique among the columns (React key). */
  key: string;
  /** The header cell's content. */
  header: ReactNode;
  /** The label of the cell in a phone card; defaults to the header when that is a string. */
  cardLabel?: string;
  cell: (row: T, index: number) => ReactNode;
  align?: "left" | "right";
  /** Extra classes of the body cells (or per row). */
  className?: string | ((row: T) => string);
  /** The cell is the row's header: <th scope="row">. */
  rowHeader?: boolean;
  /** Left out of the phone cards. */
  hideOnPhone?: boolean;
  /**
   * The cell shows data (a name, a number, an item typed by staff), not interface text: it is
   * marked translate="no", so browser translators leave it alone and the Tamil check skips it.
   */
  data?: boolean;
  /**
   * In a table whose rows are data (`dataRows`), the cell is interface text (a status, an action):
   * marked translate="yes" inside the rows' translate="no".
   */
  words?: boolean;
  /** A sortable column: its current direction (undefined: not sorted by it) and a link or handler. */
  sort?: { direction?: SortDirection; href?: string; onSort?: () => void };
};

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

const SORT_ICON = { ascending: ArrowUp, descending: ArrowDown } as const;

function HeaderContent<T>({ column }: { column: Column<T> }) {
  const { sort } = column;
  if (!sort) return <>{column.header}</>;
  const Icon = sort.direction ? SORT_ICON[sort.direction] : ArrowUpDown;
  const content = (
    <>
      {column.header}
      <Icon aria-hidden className="size-3.5 shrink-0" />
    </>
  );
  const linkClass =
    "inline-flex items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-brand-100";
  if (sort.href) {
    return (
      <Link to={sort.href} className={linkClass}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={sort.onSort} className={linkClass}>
      {content}
    </button>
  );
}

const align = <T,>(c: Column<T>) => c.align === "right" && "text-right";
const phone = <T,>(c: Column<T>) => c.hideOnPhone && tableClass.hideOnPhone;

/** The header row: a <th scope="col"> per column, sortable ones with their link or button. */
function TableHead<T>({ columns }: { columns: Column<T>[] }) {
  return (
    <thead className={tableClass.head}>
      <tr>
        {columns.map((c) => (
          <th
            key={c.key}
            scope="col"
            aria-sort={c.sort?.direction}
            className={cx("px-3 py-2 align-top", align(c), phone(c))}
          >
            <HeaderContent column={c} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The one table of the app: a real <table> (header row, caption) on wider screens; below `sm`
 * every row is a stacked card of "label value" lines (the label from each cell's data-label, so
 * texts and the table's semantics stay the same). Rows and cells carry no class of their own:
 * the stylesheet styles them by position under `tbl-body` (decision 042). With no rows it shows `empty` instead: a text
 * (in an EmptyState) or a node of the caller's (e.g. an EmptyState with an action).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  captionClassName = "sr-only",
  testId,
  rowTestId,
  rowData,
  ariaBusy,
  dataRows = false,
  className = "",
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  caption?: ReactNode;
  /** Classes of the caption (default: read by screen readers only). */
  captionClassName?: string;
  /** data-testid of the <table>. */
  testId?: string;
  /** data-testid of each body row. */
  rowTestId?: string;
  /** data-* attributes of each body row. */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  ariaBusy?: boolean;
  /**
   * The rows are data (names, numbers, items typed by staff) but for the columns marked `words`:
   * one translate="no" on the body instead of one per cell keeps long lists light (decision 052).
   */
  dataRows?: boolean;
  /** Extra classes of the frame (or of the empty state), e.g. its top margin. */
  className?: string;
}) {
  if (rows.length === 0 && empty !== undefined) {
    return typeof empty === "string" ? <EmptyState title={empty} className={className} /> : empty;
  }
  const label = (c: Column<T>) =>
    c.cardLabel ?? (typeof c.header === "string" ? c.header : undefined);
  return (
    <div className={cx(tableFrameClass, className)} aria-busy={ariaBusy || undefined}>
      <table className={tableClass.table} data-testid={testId}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <TableHead columns={columns} />
        <tbody className={tableClass.body} translate={dataRows ? "no" : undefined}>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} data-testid={rowTestId} {...rowData?.(row)}>
              {columns.map((c) => {
                const text = label(c);
                const Cell = c.rowHeader ? "th" : "td";
                const extra = typeof c.className === "function" ? c.className(row) : c.className;
                return (
                  <Cell
                    key={c.key}
                    scope={c.rowHeader ? "row" : undefined}
                    data-label={text || undefined}
                    translate={c.data ? "no" : c.words ? "yes" : undefined}
                    className={
                      cx(align(c), phone(c), c.rowHeader && "font-normal", extra) || undefined
                    }
                  >
                    {c.cell(row, i)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
