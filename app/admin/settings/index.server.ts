/** The business settings' server side: what the owner sets on /admin/settings, read and saved. */
export {
  getBusinessSettings,
  saveBusinessSettings,
  type BusinessSettings,
} from "./settings.server";
export type { BusinessSettingsInput } from "./schema";
