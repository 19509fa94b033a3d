/**
 * What other features may use of the admin area (server only): the business settings the owner
 * sets on /admin/settings, for bills, receipts, PDFs and UPI QR codes.
 */
export {
  getBusinessSettings,
  saveBusinessSettings,
  type BusinessSettings,
} from "./settings/settings.server";
export type { BusinessSettingsInput } from "./settings/schema";
