/** What the orders desk uses of the customer's orders in browser-safe code: an order's shipment lines. */
export { ShipmentLines } from "./components/shipment-lines";
