/**
 * The keys of the business settings (rows of `business_settings`), shared by the settings form
 * (app/admin/settings) and the server that reads them (app/platform/business-settings.server.ts).
 */
export const BUSINESS_SETTING_KEYS = [
  "name",
  "address",
  "phone",
  "email",
  "whatsappNumber",
  "hours",
  "hoursTa",
  "mapUrl",
  "gstin",
  "upiId",
  "upiPayeeName",
  "deliveryFee",
  "deliveryFreeFrom",
  "deliveryPinCodes",
  "codMaxTotal",
] as const;
export type BusinessSettingKey = (typeof BUSINESS_SETTING_KEYS)[number];

/** The settings as stored: every value a string ("" for none; the payee name as typed). */
export type BusinessSettingValues = Record<BusinessSettingKey, string>;
