import type { AccountsTable } from "./accounts";
import type { AuditLogTable } from "./audit-log";
import type { BillLinesTable } from "./bill-lines";
import type { BusinessSettingsTable } from "./business-settings";
import type { CartItemsTable } from "./cart-items";
import type { CashCountsTable } from "./cash-counts";
import type { ComplaintsTable } from "./complaints";
import type { ContactSubmissionsTable } from "./contact-submissions";
import type { CountersTable } from "./counters";
import type { CustomerExperiencesTable } from "./customer-experiences";
import type { CustomerNotesTable } from "./customer-notes";
import type { CustomerRemindersTable } from "./customer-reminders";
import type { CustomerReviewsTable } from "./customer-reviews";
import type { CustomersTable } from "./customers";
import type { EmailOutboxTable } from "./email-outbox";
import type { GalleryItemsTable } from "./gallery-items";
import type { GodownItemsTable } from "./godown-items";
import type { ImportExportLogsTable } from "./import-export-logs";
import type { IncomeExpensesTable } from "./income-expenses";
import type { NotificationsTable } from "./notifications";
import type { OpeningCashTable } from "./opening-cash";
import type { OrderEventsTable } from "./order-events";
import type { OrderFilesTable } from "./order-files";
import type { OrderItemsTable } from "./order-items";
import type { OrderSubmissionsTable } from "./order-submissions";
import type { OrdersTable } from "./orders";
import type { PasswordResetRequestsTable } from "./password-reset-requests";
import type { PaymentsTable } from "./payments";
import type { ProductCategoriesTable } from "./product-categories";
import type { ProductsTable } from "./products";
import type { RateLimitsTable } from "./rate-limits";
import type { RecoveryCodesTable } from "./recovery-codes";
import type { RequestLimitsTable } from "./request-limits";
import type { SalesDayCustomersTable } from "./sales-day-customers";
import type { SalesDayItemsTable } from "./sales-day-items";
import type { SalesDaysTable } from "./sales-days";
import type { SalesDaysStaleTable } from "./sales-days-stale";
import type { ServicesTable } from "./services";
import type { SessionsTable } from "./sessions";
import type { StaffAccessRequestsTable } from "./staff-access-requests";
import type { StockMovementsTable } from "./stock-movements";
import type { TransactionsTable } from "./transactions";
import type { UserRolesTable } from "./user-roles";
import type { UsersTable } from "./users";
import type { VerificationsTable } from "./verifications";

/**
 * The database as the application sees it. Conventions (docs/decisions/002):
 * - ids are text (UUIDs), timestamps are ISO-8601 UTC strings on both databases,
 * - flags are integers 0/1, money is integer paise, JSON is stored as text.
 * The auth tables keep the shape the auth library needs (booleans and dates are its business).
 */
export interface Database {
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
  sales_days: SalesDaysTable;
  sales_day_customers: SalesDayCustomersTable;
  sales_day_items: SalesDayItemsTable;
  sales_days_stale: SalesDaysStaleTable;
}

export type { Timestamp } from "../timestamp";
export type { AccountsTable } from "./accounts";
export type { AuditLogTable, AuditLogRow } from "./audit-log";
export type { BillLinesTable } from "./bill-lines";
export type { BusinessSettingsTable } from "./business-settings";
export type { CartItemsTable } from "./cart-items";
export type { CashCountsTable } from "./cash-counts";
export type { BillStatus, PaymentState, ComplaintsTable } from "./complaints";
export type { ContactSubmissionsTable } from "./contact-submissions";
export type { CountersTable } from "./counters";
export type { CustomerExperiencesTable } from "./customer-experiences";
export type { CustomerNotesTable } from "./customer-notes";
export type { CustomerRemindersTable } from "./customer-reminders";
export type { ReviewStatus, CustomerReviewsTable } from "./customer-reviews";
export type { CustomerLanguage, CustomersTable } from "./customers";
export type { OutboxStatus, EmailOutboxTable, EmailOutboxRow, NewEmail } from "./email-outbox";
export type { GalleryItemsTable } from "./gallery-items";
export type { GodownItemsTable } from "./godown-items";
export type { ImportExportLogsTable } from "./import-export-logs";
export type { IncomeExpensesTable } from "./income-expenses";
export type {
  NotificationType,
  NotificationPriority,
  NotificationsTable,
  NotificationRow,
  NotificationUpdate,
} from "./notifications";
export type { OpeningCashTable } from "./opening-cash";
export type { OrderEventKind, OrderEventsTable } from "./order-events";
export type { OrderFilesTable } from "./order-files";
export type { OrderItemsTable } from "./order-items";
export type { OrderSubmissionsTable } from "./order-submissions";
export type { OrderStatus, PaymentStatus, OrderPaymentMethod, OrdersTable } from "./orders";
export type { PasswordResetRequestsTable } from "./password-reset-requests";
export type { PaymentMethod, PaymentsTable } from "./payments";
export type { ProductCategoriesTable } from "./product-categories";
export type { ProductsTable } from "./products";
export type { RateLimitsTable } from "./rate-limits";
export type { RecoveryCodesTable } from "./recovery-codes";
export type { RequestLimitsTable } from "./request-limits";
export type { SalesDayCustomersTable } from "./sales-day-customers";
export type { SalesDayItemsTable } from "./sales-day-items";
export type { SalesDaysTable } from "./sales-days";
export type { SalesDaysStaleTable } from "./sales-days-stale";
export type { ServicesTable } from "./services";
export type { SessionsTable } from "./sessions";
export type { StaffRequestStatus, StaffAccessRequestsTable } from "./staff-access-requests";
export type { StockReason, StockRefType, StockMovementsTable } from "./stock-movements";
export type { TransactionsTable } from "./transactions";
export type { Role, UserRolesTable } from "./user-roles";
export { ROLES } from "./user-roles";
export type { UsersTable } from "./users";
export type { VerificationsTable } from "./verifications";
