/**
 * The keys of the business settings (rows of `business_settings`), shared by the settings form
 * (app/admin/settings) and the server that reads them (app/domain/business-settings.server.ts).
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
  "codConfirmHours",
] as const;
export type BusinessSettingKey = (typeof BUSINESS_SETTING_KEYS)[number];

/** The settings as stored: every value a string ("" for none; the payee name as typed). */
export type BusinessSettingValues = Record<BusinessSettingKey, string>;

/**
 * How long a cash-on-delivery order may await confirmation before the sweep cancels it
 * (decision 035): whole hours, 1 to 720; the default when none is saved (or it is unreadable).
 */
export const COD_CONFIRM_HOURS_DEFAULT = 48;
export const COD_CONFIRM_HOURS_MAX = 720;

export function codConfirmHoursOf(value: string): number {
  const hours = /^[0-9]{1,3}$/.test(value.trim()) ? Number(value) : NaN;
  return hours >= 1 && hours <= COD_CONFIRM_HOURS_MAX ? hours : COD_CONFIRM_HOURS_DEFAULT;
}
