/** The customers' server side, for the other billing sub-features (statement, reminders). */
export {
  customerAgeing,
  customerBills,
  getCustomer,
  resolveCustomerId,
  type CustomerAgeing,
  type CustomerBill,
} from "./customer.server";
export { type CustomerMatch, findCustomers, listCustomers, lookupCustomers } from "./list.server";
export { customerTimeline } from "./timeline.server";
