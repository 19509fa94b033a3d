/**
 * What other features may use of the admin area (server only): the business settings the owner
 * sets on /admin/settings, for bills, receipts, PDFs and UPI QR codes; and the audit record of a
 * backup (scripts/db-backup.ts records the CLI's backups like the app's).
 */
export {
  getBusinessSettings,
  saveBusinessSettings,
  type BusinessSettings,
  type BusinessSettingsInput,
} from "./settings/index.server";
export { recordBackup } from "./backup/index.server";
