import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type {
  CustomerNotesTable,
  CustomerRemindersTable,
  CustomersTable,
} from "./schema-customers";
import type { OrderEventsTable } from "./schema-orders";
import type { SalesDaysTables } from "./schema-sales-days";
import type { OrderItemArtworkColumns, ProductArtworkColumns } from "./schema-artwork";
import type { PasswordResetRequestsTable } from "./schema-password-resets";
import type { PaymentsTable } from "./schema-payments";
import type { PrintJobTables } from "./schema-print-jobs";
import type { StockMovementsTable } from "./schema-stock";
import type { Timestamp } from "./timestamp";

/**
 * The database as the application sees it. Conventions (docs/decisions/002):
 * - ids are text (UUIDs), timestamps are ISO-8601 UTC strings on both databases,
 * - flags are integers 0/1, money is integer paise, JSON is stored as text.
 * The auth tables keep the shape the auth library needs (booleans and dates are its business).
 */

export type { Timestamp } from "./timestamp";
export type { CustomerLanguage } from "./schema-customers";
export type { OrderEventKind } from "./schema-orders";
export type { StockReason, StockRefType } from "./schema-stock";

export type Role = "admin" | "staff" | "customer";
export const ROLES: readonly Role[] = ["admin", "staff", "customer"] as const;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  phone: string | null;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  /** Profile preferences; null: not chosen (the cookie or the default applies). */
  locale: Generated<"en" | "ta" | null>;
  theme: Generated<"light" | "dark" | null>;
  notifications_enabled: Generated<number>;
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<Timestamp | null>;
  totp_last_step: Generated<number | null>;
  /** Set when the account was deleted (migration 0024, decision 051); the row is anonymised. */
  deleted_at: Generated<Timestamp | null>;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  last_active_at: Generated<Timestamp | null>;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: ColumnType<Timestamp | Date | null>;
  refresh_token_expires_at: ColumnType<Timestamp | Date | null>;
  scope: string | null;
  password: string | null;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<number | bigint | string, number | bigint, number | bigint>;
}

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** What the e-mail is about, e.g. entity "order_submissions" and its id. */
  entity: string | null;
  entity_id: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: Timestamp;
}

export type NotificationType = "alert" | "update" | "stock" | "payment" | "system";
export type NotificationPriority = "high" | "medium" | "low";

export interface NotificationsTable {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  is_read: Generated<number>;
  /** Where the notification's record can be seen, e.g. an inbox item. */
  link: Generated<string | null>;
  created_at: Timestamp;
}

export interface ServicesTable {
  id: string;
  slug: string;
  name: string;
  name_ta: string | null;
  description: string;
  description_ta: string | null;
  features_json: Generated<string>;
  features_ta_json: Generated<string>;
  turnaround: string | null;
  turnaround_ta: string | null;
  price_paise: number | null;
  image_url: string | null;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleryItemsTable {
  id: string;
  slug: string;
  title: string;
  title_ta: string | null;
  description: Generated<string>;
  description_ta: string | null;
  category: string;
  tags_json: Generated<string>;
  tags_ta_json: Generated<string>;
  image_url: string;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The owner's inbox state, shared by every submission table. */
interface InboxState {
  form_token: string;
  read_at: Timestamp | null;
  handled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OrderSubmissionsTable extends InboxState {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  service: string;
  quantity: string | null;
  message: string | null;
  /** JSON list of { name, size, type } per attached file, or null. */
  files_info: string | null;
  locale: Generated<string>;
  customer_id: string | null;
}

export interface OrderFilesTable {
  id: string;
  submission_id: string;
  original_name: string;
  storage_key: string;
  size_bytes: number;
  mime_type: string;
  created_at: Timestamp;
  /** Set when the file was removed from the store (an account deletion, decision 051). */
  removed_at: Generated<Timestamp | null>;
}

export interface ContactSubmissionsTable extends InboxState {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  customer_id: string | null;
}

export interface CustomerExperiencesTable extends InboxState {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  experience_rating: number;
  service_used: string;
  feedback_message: string;
  would_recommend: number;
}

export type ReviewStatus = "pending" | "approved" | "rejected";

export interface CustomerReviewsTable extends InboxState {
  id: string;
  name: string;
  email: Generated<string>;
  company: string;
  location: string;
  project_type: string;
  rating: number;
  review_text: string;
  is_approved: Generated<number>;
  status: Generated<ReviewStatus>;
  moderated_by: string | null;
  moderated_at: Timestamp | null;
}

export interface RequestLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export type StaffRequestStatus = "pending" | "approved" | "rejected";

export interface StaffAccessRequestsTable {
  id: string;
  user_id: string;
  status: Generated<StaffRequestStatus>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ProductCategoriesTable {
  id: string;
  slug: string;
  name: string;
  name_ta: string | null;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable extends ProductArtworkColumns {
  id: string;
  slug: string;
  category_id: string;
  name: string;
  name_ta: string | null;
  short_description: string | null;
  short_description_ta: string | null;
  description: string | null;
  description_ta: string | null;
  price_paise: number;
  stock_quantity: Generated<number>;
  image_url: string | null;
  is_active: Generated<number>;
  weight: string | null;
  shelf_life_months: number | null;
  payment_button_id: string | null;
  route: string | null;
  /** The godown item that is the same stock (decision 036); its count is mirrored here. */
  godown_item_id: string | null;
  /**
   * 1 for stocked goods (tea packs, stationery): the product has a count; 0 for print work and
   * services, made to order, which nothing counts (migration 0032, decision 063). A product linked
   * to a godown item always has 1.
   */
  tracks_stock: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0019 added awaiting_confirmation (a new COD order) and returned (decision 035). */
export type OrderStatus =
  | "awaiting_confirmation"
  | "pending"
  | "processing"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "returned";
export type PaymentStatus = "pending" | "paid" | "failed";
/** How a LimraKart order is paid: cash on delivery, or UPI to the shop (confirmed by hand). */
export type OrderPaymentMethod = "cod" | "upi";

export interface OrdersTable {
  id: string;
  user_id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  delivery_address: string;
  pin_code: string;
  /** Items plus `delivery_fee_paise` (migration 0017; orders before it had free delivery). */
  total_amount_paise: number;
  delivery_fee_paise: Generated<number>;
  payment_method: Generated<OrderPaymentMethod>;
  payment_status: Generated<PaymentStatus>;
  order_status: Generated<OrderStatus>;
  checkout_token: string;
  customer_id: string | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the customer's account was deleted and the personal fields cleared (decision 051). */
  anonymised_at: Generated<Timestamp | null>;
  /** Who carries it, set when it is marked shipped (migration 0033, decision 067). */
  courier: Generated<string | null>;
  /** The courier's tracking number; none for a hand delivery. */
  tracking_number: Generated<string | null>;
}

export interface OrderItemsTable extends OrderItemArtworkColumns {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  image_url: string | null;
  quantity: number;
  unit_price_paise: number;
  total_price_paise: number;
}

export type BillStatus = "pending" | "in_progress" | "completed" | "paid";

/** A bill's money: what is left of its final total after the payments not voided. */
export type PaymentState = "unpaid" | "part_paid" | "paid" | "cancelled";
export type { PaymentMethod } from "./schema-payments";

export interface BillLinesTable {
  id: string;
  bill_id: string;
  position: number;
  description: string;
  /** Thousandths: 1.5 sheets = 1500. */
  quantity_milli: number;
  unit: string;
  rate_paise: number;
  amount_paise: number;
  product_id: string | null;
  godown_item_id: string | null;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface ComplaintsTable {
  id: string;
  complaint_number: string;
  customer_name: string;
  customer_phone: string | null;
  customer_address: string | null;
  service_type: Generated<string>;
  complaint_description: string;
  actual_cost_paise: number;
  discount_paise: number;
  estimated_cost_paise: number;
  advance_paise: number;
  received_paise: number;
  status: Generated<BillStatus>;
  completion_date: Timestamp | null;
  /** Null for a discount in rupees; else the percentage in hundredths (12.5 % = 1250). */
  discount_percent_bp: number | null;
  /** Added to reach whole rupees (−49 … +50 paise). */
  round_off_paise: Generated<number>;
  /** Final total − payments not voided; negative is the customer's credit; 0 once cancelled. */
  balance_paise: Generated<number>;
  payment_status: Generated<PaymentState>;
  cancelled_at: Timestamp | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** The customer the bill's phone number links it to (app/platform/customers.server.ts). */
  customer_id: string | null;
  /**
   * The new-bill form's key (a UUID made when it opened): the same key sent again by the same
   * user is this bill, not another (migration 0023, decision 050). Null for bills made otherwise.
   */
  idempotency_key: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IncomeExpensesTable {
  id: string;
  type: "income" | "expense";
  category: string;
  description: string;
  amount_paise: number;
  complaint_id: string | null;
  /** How it was paid (the payments' methods; migration 0034, existing rows cash). */
  payment_method: Generated<"cash" | "upi" | "card" | "bank" | "cheque">;
  /** Who was paid, or who paid (optional). */
  payee: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface TransactionsTable {
  id: string;
  transaction_type: string;
  amount_paise: number;
  reference_number: string | null;
  description: string | null;
  payment_method: string | null;
  category: string | null;
  type: "income" | "expense";
  complaint_id: string | null;
  /** The payment this entry books (its receipt, or its void). */
  payment_id: string | null;
  /** The LimraKart order this entry books (its payment, a reversal or a refund). */
  order_id: string | null;
  /** A manual income/expense record's payee (migration 0034); null for the rest. */
  payee: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface GodownItemsTable {
  id: string;
  item_name: string;
  category: string;
  quantity: number;
  unit_price_paise: number;
  minimum_stock: number;
  /** quantity × unit price, computed by the server on every save. */
  total_value_paise: number;
  location_in_godown: string | null;
  supplier_name: string | null;
  /** 1 while the item's current stay at or below its minimum has been announced (one alert per crossing). */
  low_stock_alerted: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImportExportLogsTable {
  id: string;
  operation_type: "import" | "export";
  /** complaints, transactions or godown_items. */
  table_name: string;
  file_name: string;
  records_count: number;
  status: "completed" | "failed";
  error_message: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** One business setting (app/admin/settings): a key without a row keeps its environment default. */
export interface BusinessSettingsTable {
  key: string;
  value: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

/**
 * A cash count of the day book (app/billing/day-book): the cash staff counted for an India day,
 * what the ledger expected (the day's closing cash in hand) and counted − expected (negative:
 * short). Never changed or deleted.
 */
export interface CashCountsTable {
  id: string;
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: string;
  expected_paise: number;
  counted_paise: number;
  difference_paise: number;
  note: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** The cash in hand when the books start, set once (migration 0035, decision 071). */
export interface OpeningCashTable {
  /** Always 'opening': there is at most one row. */
  id: "opening";
  /** yyyy-mm-dd in Asia/Kolkata: the cash at the start of this day. */
  day: string;
  amount_paise: number;
  note: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface Database extends SalesDaysTables, PrintJobTables {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  user_roles: UserRolesTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  services: ServicesTable;
  gallery_items: GalleryItemsTable;
  order_submissions: OrderSubmissionsTable;
  order_files: OrderFilesTable;
  contact_submissions: ContactSubmissionsTable;
  customer_experiences: CustomerExperiencesTable;
  customer_reviews: CustomerReviewsTable;
  request_limits: RequestLimitsTable;
  staff_access_requests: StaffAccessRequestsTable;
  recovery_codes: RecoveryCodesTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  counters: CountersTable;
  complaints: ComplaintsTable;
  bill_lines: BillLinesTable;
  payments: PaymentsTable;
  income_expenses: IncomeExpensesTable;
  transactions: TransactionsTable;
  godown_items: GodownItemsTable;
  import_export_logs: ImportExportLogsTable;
  business_settings: BusinessSettingsTable;
  customers: CustomersTable;
  customer_notes: CustomerNotesTable;
  customer_reminders: CustomerRemindersTable;
  cash_counts: CashCountsTable;
  opening_cash: OpeningCashTable;
  stock_movements: StockMovementsTable;
  password_reset_requests: PasswordResetRequestsTable;
}

export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type NewEmail = Insertable<EmailOutboxTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationUpdate = Updateable<NotificationsTable>;
