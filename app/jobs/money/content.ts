import { localized, tr } from "~/lib/content";

/** Copy of a job's money: its page's section and the status link's (decision 101). */
const copy = {
  heading: tr("Money", "பணம்"),
  quoteTotal: tr("Accepted quote", "ஏற்கப்பட்ட விலைப்புள்ளி"),
  advance: tr("Advance ({percent} %)", "முன்பணம் ({percent} %)"),
  billed: tr("Billed", "பில் தொகை"),
  paid: tr("Paid", "செலுத்தியது"),
  balance: tr("Balance", "நிலுவை"),
  bill: tr("Bill", "பில்"),
  billCancelled: tr("The bill is cancelled.", "பில் ரத்து செய்யப்பட்டது."),
  openBill: tr("Open the bill", "பில்லைத் திற"),
  addPayment: tr("Add payment", "கட்டணம் சேர்"),
  makeBill: tr("Take the advance / make the bill", "முன்பணம் பெறு / பில் உருவாக்கு"),
  noQuote: tr(
    "The advance and the bill come after the customer accepts a quote.",
    "வாடிக்கையாளர் விலைப்புள்ளியை ஏற்ற பிறகே முன்பணமும் பில்லும்.",
  ),
  shopOrder: tr(
    "This job came from a LimraKart order: its payment is the order's, and no bill is made from this job.",
    "இந்த வேலை LimraKart ஆர்டரிலிருந்து வந்தது: அதன் கட்டணம் ஆர்டருடையது; இந்த வேலையிலிருந்து பில் உருவாக்கப்படாது.",
  ),
  openOrder: tr("Open the order", "ஆர்டரைத் திற"),
  closed: tr("Delivered, paid", "வழங்கப்பட்டது, பணம் செலுத்தப்பட்டது"),
  due: tr("To pay now", "இப்போது செலுத்த வேண்டியது"),
  scanToPay: tr("Scan to pay {amount} by UPI", "{amount} UPI மூலம் செலுத்த ஸ்கேன் செய்யுங்கள்"),
  payByUpiApp: tr("Pay by UPI app", "UPI செயலி மூலம் செலுத்துங்கள்"),
};

export const jobMoneyContent = localized<Record<keyof typeof copy, string>>(copy);
