/** The payments sub-feature's browser-safe side: the bill's payments panel. */
export { PaymentsPanel } from "./components/payments-panel";
export { paymentCopy } from "./content";
export { MethodAndReference } from "./components/payment-form";
