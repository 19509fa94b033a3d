import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import type { ReminderLanguage } from "./reminder";
import type { REMINDER_MESSAGES } from "./schema";

/**
 * The billing reminder pages' copy (the overdue list, the one-at-a-time round, the send
 * buttons and route) and their server messages, in English and Tamil. `{name}` placeholders are
 * filled by `fill`.
 */
export type RemindersContent = {
  /** Every message of REMINDER_MESSAGES, in this language. */
  messages: Record<keyof typeof REMINDER_MESSAGES, string>;
  notSent: string;
  whatsappOpened: string;
  /** "Reminder for {name} logged as opened in WhatsApp by {user}." */
  whatsappLogged: string;
  /** "To {name} <{email}>" */
  emailTo: string;
  languages: Record<ReminderLanguage, string>;
  button: {
    send: string;
    email: string;
    /** "{label} to {name} on WhatsApp" / "{label} on WhatsApp" */
    whatsappAria: string;
    whatsappAriaNamed: string;
    /** "{label} reminder to {name}" / "{label} reminder" */
    emailAria: string;
    emailAriaNamed: string;
  };
  remind: {
    metaTitle: string;
    title: string;
    noneSent: string;
    back: string;
  };
  page: {
    metaTitle: string;
    title: string;
    backLabel: string;
    description: string;
    overdueFor: string;
    /** "Over {days} days" */
    tab: string;
    owe: PluralForms;
    /** "{owe} money on bills over {days} days old" */
    summary: string;
    /** "; {count} reminded today" */
    remindedToday: string;
    /** "Remind all overdue > {days} days" */
    remindAll: string;
    customers: PluralForms;
    /** "Done: you went through all {customers} overdue > {days} days." */
    done: string;
    backToList: string;
  };
  list: {
    customer: string;
    oldest: string;
    days: PluralForms;
    /** "{days} ago" */
    ago: string;
    balance: string;
    language: string;
    reminded: string;
    actions: string;
    noContact: string;
    caption: string;
    empty: string;
    /** "Reminded today, {time}" */
    remindedAt: string;
  };
  step: {
    /** "{step} of {total}" */
    progress: string;
    /** "Customer {step} of {total}" */
    progressLabel: string;
    mobile: string;
    email: string;
    language: string;
    balance: string;
    message: string;
    openWhatsapp: string;
    sendEmail: string;
    noContact: string;
    finish: string;
    skipFinish: string;
    next: string;
    skip: string;
    note: string;
  };
};

export const remindersContent = localized<RemindersContent>({
  messages: {
    channelInvalid: tr(
      "Choose how to send the reminder: WhatsApp or e-mail.",
      "நினைவூட்டலை எப்படி அனுப்புவது எனத் தேர்ந்தெடுங்கள்: WhatsApp அல்லது மின்னஞ்சல்.",
    ),
    customerNotFound: tr("Customer not found.", "வாடிக்கையாளர் கிடைக்கவில்லை."),
    noMobile: tr(
      "This customer has no mobile number, so WhatsApp cannot be opened for them.",
      "இந்த வாடிக்கையாளருக்கு மொபைல் எண் இல்லை, எனவே WhatsApp திறக்க முடியாது.",
    ),
    noEmail: tr("This customer has no e-mail address.", "இந்த வாடிக்கையாளருக்கு மின்னஞ்சல் முகவரி இல்லை."),
    noBalance: tr(
      "This customer owes nothing: there is nothing to remind them of.",
      "இந்த வாடிக்கையாளர் எதுவும் செலுத்த வேண்டியதில்லை: நினைவூட்ட எதுவும் இல்லை.",
    ),
    sendFailed: tr(
      "Failed to prepare the reminder. Please try again.",
      "நினைவூட்டலைத் தயாரிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    ),
    overdueInvalid: tr(
      "Choose 30, 60 or 90 days overdue.",
      "30, 60 அல்லது 90 நாள் நிலுவையைத் தேர்ந்தெடுங்கள்.",
    ),
    stepInvalid: tr(
      "Choose a step of the list (1 or more).",
      "பட்டியலின் ஒரு படியைத் தேர்ந்தெடுங்கள் (1 அல்லது அதற்கு மேல்).",
    ),
    pageInvalid: tr(
      "Choose a page of the list (1 or more).",
      "பட்டியலின் ஒரு பக்கத்தைத் தேர்ந்தெடுங்கள் (1 அல்லது அதற்கு மேல்).",
    ),
    loadFailed: tr(
      "Failed to fetch the customers to remind",
      "நினைவூட்ட வேண்டிய வாடிக்கையாளர்களைப் பெற முடியவில்லை",
    ),
    emailQueued: tr("Reminder e-mail queued", "நினைவூட்டல் மின்னஞ்சல் அனுப்ப வரிசையில் உள்ளது"),
    templatesSaved: tr("Reminder templates saved", "நினைவூட்டல் வார்ப்புருக்கள் சேமிக்கப்பட்டன"),
    templateReset: tr("Template reset to the default", "வார்ப்புரு இயல்புநிலைக்கு மாற்றப்பட்டது"),
    templatesNotSaved: tr("Templates not saved", "வார்ப்புருக்கள் சேமிக்கப்படவில்லை"),
    languageInvalid: tr("Choose English or Tamil.", "ஆங்கிலம் அல்லது தமிழைத் தேர்ந்தெடுங்கள்."),
  },
  notSent: tr("Reminder not sent", "நினைவூட்டல் அனுப்பப்படவில்லை"),
  whatsappOpened: tr("WhatsApp opened", "WhatsApp திறக்கப்பட்டது"),
  whatsappLogged: tr(
    "Reminder for {name} logged as opened in WhatsApp by {user}.",
    "{name} அவர்களுக்கான நினைவூட்டல் {user} அவர்களால் WhatsApp-இல் திறக்கப்பட்டதாகப் பதிவு செய்யப்பட்டது.",
  ),
  emailTo: tr("To {name} <{email}>", "பெறுநர்: {name} <{email}>"),
  languages: { en: tr("English", "ஆங்கிலம்"), ta: tr("Tamil (தமிழ்)", "தமிழ்") },
  button: {
    send: tr("Send reminder", "நினைவூட்டல் அனுப்பு"),
    email: tr("E-mail", "மின்னஞ்சல்"),
    whatsappAria: tr("{label} on WhatsApp", "{label} (WhatsApp)"),
    whatsappAriaNamed: tr("{label} to {name} on WhatsApp", "{label}: {name} (WhatsApp)"),
    emailAria: tr("{label} reminder", "{label} நினைவூட்டல்"),
    emailAriaNamed: tr("{label} reminder to {name}", "{label} நினைவூட்டல்: {name}"),
  },
  remind: {
    metaTitle: tr("Send reminder — Billing", "நினைவூட்டல் அனுப்பு — பில்லிங்"),
    title: tr("Send reminder", "நினைவூட்டல் அனுப்பு"),
    noneSent: tr("No reminder was sent.", "நினைவூட்டல் எதுவும் அனுப்பப்படவில்லை."),
    back: tr("Back", "திரும்பு"),
  },
  page: {
    metaTitle: tr("Payment Reminders — Billing", "கட்டண நினைவூட்டல்கள் — பில்லிங்"),
    title: tr("Payment Reminders", "கட்டண நினைவூட்டல்கள்"),
    backLabel: tr("Back to Service Management", "சேவை மேலாண்மைக்குத் திரும்பு"),
    description: tr(
      "Customers who owe money, by the age of their oldest bill still owing (India days).",
      "பணம் செலுத்த வேண்டிய வாடிக்கையாளர்கள், நிலுவையில் உள்ள மிகப் பழைய பில்லின் வயது வாரியாக (இந்திய நாட்கள்).",
    ),
    overdueFor: tr("Overdue for", "நிலுவைக் காலம்"),
    tab: tr("Over {days} days", "{days} நாளுக்கு மேல்"),
    owe: {
      one: tr("{count} customer owes", "{count} வாடிக்கையாளர்"),
      other: tr("{count} customers owe", "{count} வாடிக்கையாளர்கள்"),
    },
    summary: tr(
      "{owe} money on bills over {days} days old",
      "{owe} {days} நாளுக்கு மேற்பட்ட பழைய பில்களுக்குப் பணம் செலுத்த வேண்டியுள்ளது",
    ),
    remindedToday: tr("; {count} reminded today", "; இன்று {count} பேருக்கு நினைவூட்டப்பட்டது"),
    remindAll: tr(
      "Remind all overdue > {days} days",
      "{days} நாளுக்கு மேல் நிலுவை உள்ள அனைவருக்கும் நினைவூட்டு",
    ),
    customers: {
      one: tr("{count} customer", "{count} வாடிக்கையாளர்"),
      other: tr("{count} customers", "{count} வாடிக்கையாளர்கள்"),
    },
    done: tr(
      "Done: you went through all {customers} overdue > {days} days.",
      "முடிந்தது: {days} நாளுக்கு மேல் நிலுவை உள்ள {customers} அனைவரையும் பார்த்துவிட்டீர்கள்.",
    ),
    backToList: tr("Back to the list", "பட்டியலுக்குத் திரும்பு"),
  },
  list: {
    customer: tr("Customer", "வாடிக்கையாளர்"),
    oldest: tr("Oldest bill owing", "நிலுவையில் உள்ள பழைய பில்"),
    days: { one: tr("{count} day", "{count} நாள்"), other: tr("{count} days", "{count} நாட்கள்") },
    ago: tr("{days} ago", "{days} முன்"),
    balance: tr("Balance", "நிலுவை"),
    language: tr("Language", "மொழி"),
    reminded: tr("Reminded", "நினைவூட்டப்பட்டது"),
    actions: tr("Actions", "செயல்கள்"),
    noContact: tr("No mobile or e-mail", "மொபைலோ மின்னஞ்சலோ இல்லை"),
    caption: tr("Customers with bills overdue", "நிலுவை பில்கள் உள்ள வாடிக்கையாளர்கள்"),
    empty: tr(
      "No customer owes money for that long.",
      "இவ்வளவு காலமாக எந்த வாடிக்கையாளரும் பணம் செலுத்த வேண்டியதில்லை.",
    ),
    remindedAt: tr("Reminded today, {time}", "இன்று நினைவூட்டப்பட்டது, {time}"),
  },
  step: {
    progress: tr("{step} of {total}", "{total}-இல் {step}"),
    progressLabel: tr("Customer {step} of {total}", "வாடிக்கையாளர் {total}-இல் {step}"),
    mobile: tr("Mobile", "மொபைல்"),
    email: tr("E-mail", "மின்னஞ்சல்"),
    language: tr("Language", "மொழி"),
    balance: tr("Balance", "நிலுவை"),
    message: tr("Message", "செய்தி"),
    openWhatsapp: tr("Open WhatsApp", "WhatsApp திற"),
    sendEmail: tr("Send e-mail", "மின்னஞ்சல் அனுப்பு"),
    noContact: tr(
      "No mobile number or e-mail address: call or visit them.",
      "மொபைல் எண்ணோ மின்னஞ்சல் முகவரியோ இல்லை: அழையுங்கள் அல்லது நேரில் சந்தியுங்கள்.",
    ),
    finish: tr("Finish", "முடி"),
    skipFinish: tr("Skip and finish", "தவிர்த்து முடி"),
    next: tr("Next", "அடுத்து"),
    skip: tr("Skip", "தவிர்"),
    note: tr(
      "WhatsApp opens in a new tab with the message ready; press send there. The app logs that it opened WhatsApp — it cannot know whether the message was sent.",
      "செய்தி தயாராக WhatsApp புதிய தாவலில் திறக்கும்; அங்கே அனுப்பு பொத்தானை அழுத்துங்கள். WhatsApp திறந்ததை மட்டுமே இந்தச் செயலி பதிவு செய்யும் — செய்தி அனுப்பப்பட்டதா என்பது அதற்குத் தெரியாது.",
    ),
  },
});
