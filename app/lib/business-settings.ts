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
  "jobAdvancePercent",
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

/**
 * The advance a print job's policy asks when its quote is accepted (issue 39, decision 101): a
 * whole percentage of the accepted quote's total, 0 to 100; 50 when none is saved.
 */
export const JOB_ADVANCE_PERCENT_DEFAULT = 50;

export function jobAdvancePercentOf(value: string): number {
  const percent = /^[0-9]{1,3}$/.test(value.trim()) ? Number(value) : NaN;
  return percent >= 0 && percent <= 100 ? percent : JOB_ADVANCE_PERCENT_DEFAULT;
}
