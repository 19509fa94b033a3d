import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_site_content";
import * as m0003 from "./0003_intake";
import * as m0004 from "./0004_accounts";
import * as m0005 from "./0005_shop";
import * as m0006 from "./0006_billing";
import * as m0007 from "./0007_godown_imports";
import * as m0008 from "./0008_money";
import * as m0009 from "./0009_business_settings";
import * as m0010 from "./0010_money_indexes";
import * as m0011 from "./0011_order_upi";
import * as m0012 from "./0012_cash_counts";
import * as m0013 from "./0013_customers";
import * as m0014 from "./0014_customers_overdue";
import * as m0017 from "./0017_order_delivery";
import * as m0018 from "./0018_order_books";
import * as m0019 from "./0019_order_confirmation";
import * as m0020 from "./0020_stock_movements";
import * as m0021 from "./0021_order_artwork";
import * as m0022 from "./0022_public_change_notify";
import * as m0023 from "./0023_bill_idempotency";
import * as m0024 from "./0024_data_rights";
import * as m0025 from "./0025_money_keeps";
import * as m0026 from "./0026_payment_idempotency";
import * as m0027 from "./0027_customer_figures";
import * as m0031 from "./0031_password_reset_requests";
import * as m0032 from "./0032_product_stock_tracking";
import * as m0033 from "./0033_order_shipment";
import * as m0034 from "./0034_expense_method_payee";
import * as m0035 from "./0035_opening_cash";
import * as m0036 from "./0036_sales_days";
import * as m0037 from "./0037_ledger_money_index";
import * as m0039 from "./0039_print_jobs";
import * as m0040 from "./0040_overdue_index";
import * as m0044 from "./0044_data_writes";
import * as m0045 from "./0045_ledger_days";

/**
 * Every migration, in order. Imported statically so the server bundle carries them.
 * Add a new file as NNNN_name.ts and list it here; never edit one that has shipped.
 * Migrations are frozen: they import only kysely, node: built-ins and this folder (support.ts
 * for the dialect helpers, NNNN_name.data.ts for the rows they insert), never app code, so a
 * later change to the app cannot change what an old migration does on a fresh database
 * (tests/unit/migrations-frozen.test.ts checks this).
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_site_content": m0002,
  "0003_intake": m0003,
  "0004_accounts": m0004,
  "0005_shop": m0005,
  "0006_billing": m0006,
  "0007_godown_imports": m0007,
  "0008_money": m0008,
  "0009_business_settings": m0009,
  "0010_money_indexes": m0010,
  "0011_order_upi": m0011,
  "0012_cash_counts": m0012,
  "0013_customers": m0013,
  "0014_customers_overdue": m0014,
  "0017_order_delivery": m0017,
  "0018_order_books": m0018,
  "0019_order_confirmation": m0019,
  "0020_stock_movements": m0020,
  "0021_order_artwork": m0021,
  "0022_public_change_notify": m0022,
  "0023_bill_idempotency": m0023,
  "0024_data_rights": m0024,
  "0025_money_keeps": m0025,
  "0026_payment_idempotency": m0026,
  "0027_customer_figures": m0027,
  "0031_password_reset_requests": m0031,
  "0032_product_stock_tracking": m0032,
  "0033_order_shipment": m0033,
  "0034_expense_method_payee": m0034,
  "0035_opening_cash": m0035,
  "0036_sales_days": m0036,
  "0037_ledger_money_index": m0037,
  "0039_print_jobs": m0039,
  "0040_overdue_index": m0040,
  "0044_data_writes": m0044,
  "0045_ledger_days": m0045,
};
