/** The customers pages, for the other billing sub-features: their URLs and shapes. */
export {
  CUSTOMERS_PATH,
  customerHref,
  customersHref,
  type Customer,
  type CustomerListParams,
  type CustomerRow,
  type TimelineEntry,
} from "./customers";
