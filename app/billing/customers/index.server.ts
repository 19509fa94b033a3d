/** The customers' server side, for the other billing sub-features (statement, reminders). */
export {
  customerAgeing,
  customerBills,
  getCustomer,
  resolveCustomerId,
  type CustomerAgeing,
  type CustomerBill,
} from "./customer.server";
export { findCustomers, listCustomers } from "./list.server";
export { customerTimeline } from "./timeline.server";
