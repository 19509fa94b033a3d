import { localized, tr } from "~/lib/content";

/** Copy of the staff's New request screen (a walk-in or phone request, docs/decisions/094). */
export type NewRequestContent = {
  title: string;
  description: string;
  back: string;
  source: string;
  sources: { walk_in: string; phone: string };
  phone: string;
  phoneHint: string;
  name: string;
  email: string;
  language: string;
  languages: { en: string; ta: string };
  service: string;
  quantity: string;
  details: string;
  optional: string;
  submit: string;
  created: string;
  checkForm: string;
  messages: {
    required: string;
    tooLong: string;
    phoneRequired: string;
    phoneInvalid: string;
    emailInvalid: string;
  };
};

export const newRequestContent = localized<NewRequestContent>({
  title: tr("New request", "புதிய கோரிக்கை"),
  description: tr(
    "A request taken at the counter or on the phone. A customer with this phone number is linked; a new number makes a new customer.",
    "கடையில் அல்லது தொலைபேசியில் பெற்ற கோரிக்கை. இந்த எண் உள்ள வாடிக்கையாளர் இணைக்கப்படுவார்; புதிய எண் என்றால் புதிய வாடிக்கையாளர் உருவாகும்.",
  ),
  back: tr("All jobs", "எல்லாப் பணிகளும்"),
  source: tr("Came", "வந்த வழி"),
  sources: {
    walk_in: tr("In the shop", "கடைக்கு நேரில்"),
    phone: tr("On the phone", "தொலைபேசியில்"),
  },
  phone: tr("Phone", "தொலைபேசி"),
  phoneHint: tr(
    "10-digit mobile or landline with STD code",
    "10 இலக்க மொபைல் அல்லது எஸ்டிடி குறியுடன் தரைவழி",
  ),
  name: tr("Name", "பெயர்"),
  email: tr("E-mail", "மின்னஞ்சல்"),
  language: tr("Customer's language", "வாடிக்கையாளரின் மொழி"),
  languages: { en: tr("English", "ஆங்கிலம்"), ta: tr("Tamil", "தமிழ்") },
  service: tr("Work asked for", "கேட்ட பணி"),
  quantity: tr("Quantity", "அளவு"),
  details: tr("Details", "விவரங்கள்"),
  optional: tr("(optional)", "(விருப்பத்தேர்வு)"),
  submit: tr("Save request", "கோரிக்கையைச் சேமி"),
  created: tr("Request {reference} saved.", "கோரிக்கை {reference} சேமிக்கப்பட்டது."),
  checkForm: tr("Please check the form.", "படிவத்தைச் சரிபாருங்கள்."),
  messages: {
    required: tr("Please fill this in.", "இதை நிரப்புங்கள்."),
    tooLong: tr("At most {max} characters.", "அதிகபட்சம் {max} எழுத்துகள்."),
    phoneRequired: tr("Please enter the phone number.", "தொலைபேசி எண்ணை உள்ளிடுங்கள்."),
    phoneInvalid: tr(
      "Please enter a valid Indian phone number.",
      "சரியான இந்தியத் தொலைபேசி எண்ணை உள்ளிடுங்கள்.",
    ),
    emailInvalid: tr("Please enter a valid e-mail address.", "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்."),
  },
});
