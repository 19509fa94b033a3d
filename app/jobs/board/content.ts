import { localized, tr } from "~/lib/content";

/** Copy of the staff's Jobs pages: the list and a job's page (docs/decisions/094). */
export type JobsContent = {
  list: {
    title: string;
    description: string;
    back: string;
    newRequest: string;
    stage: string;
    open: string;
    all: string;
    assignee: string;
    anyone: string;
    nobody: string;
    overdue: string;
    filter: string;
    reference: string;
    customer: string;
    service: string;
    due: string;
    received: string;
    overdueBadge: string;
    empty: string;
    count: string;
    none: string;
    showAll: string;
  };
  job: {
    back: string;
    details: string;
    phone: string;
    email: string;
    service: string;
    quantity: string;
    message: string;
    source: string;
    sources: Record<"website" | "walk_in" | "phone" | "shop_order", string>;
    customer: string;
    openCustomer: string;
    inboxRecord: string;
    timeline: string;
    customerActor: string;
    systemActor: string;
    events: Record<string, string>;
    links: string;
    liveLinks: string;
    noLiveLinks: string;
    newLink: string;
    newLinkHint: string;
    sendWhatsapp: string;
    whatsappText: string;
    replace: string;
    revoke: string;
    replaced: string;
    revoked: string;
    notFound: string;
  };
};

export const jobsContent = localized<JobsContent>({
  list: {
    title: tr("Jobs", "பணிகள்"),
    description: tr(
      "Print and design requests, from the website, the counter and the phone.",
      "இணையதளம், கடை, தொலைபேசி வழியாக வந்த அச்சு, வடிவமைப்புக் கோரிக்கைகள்.",
    ),
    back: tr("Back", "பின்செல்"),
    newRequest: tr("New request", "புதிய கோரிக்கை"),
    stage: tr("Stage", "நிலை"),
    open: tr("Open jobs", "நடப்புப் பணிகள்"),
    all: tr("All", "அனைத்தும்"),
    assignee: tr("Assigned to", "பொறுப்பாளர்"),
    anyone: tr("Anyone", "யாரும்"),
    nobody: tr("Nobody yet", "இன்னும் யாருமில்லை"),
    overdue: tr("Overdue only", "தாமதமானவை மட்டும்"),
    filter: tr("Show", "காட்டு"),
    reference: tr("Reference", "குறிப்பு எண்"),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    service: tr("Service", "சேவை"),
    due: tr("Due", "கெடு"),
    received: tr("Received", "பெறப்பட்டது"),
    overdueBadge: tr("Overdue", "தாமதம்"),
    empty: tr("No jobs match.", "பொருந்தும் பணிகள் இல்லை."),
    count: tr("{count} jobs", "{count} பணிகள்"),
    none: tr("None", "ஏதுமில்லை"),
    showAll: tr("All {count} at this stage", "இந்த நிலையில் உள்ள {count} பணிகளும்"),
  },
  job: {
    back: tr("All jobs", "எல்லாப் பணிகளும்"),
    details: tr("Request", "கோரிக்கை"),
    phone: tr("Phone", "தொலைபேசி"),
    email: tr("E-mail", "மின்னஞ்சல்"),
    service: tr("Service", "சேவை"),
    quantity: tr("Quantity", "அளவு"),
    message: tr("Message", "செய்தி"),
    source: tr("Came from", "வந்த வழி"),
    sources: {
      website: tr("Website form", "இணையதளப் படிவம்"),
      walk_in: tr("Walk-in", "கடைக்கு நேரில்"),
      phone: tr("Phone call", "தொலைபேசி அழைப்பு"),
      shop_order: tr("LimraKart order", "LimraKart ஆர்டர்"),
    },
    customer: tr("Customer", "வாடிக்கையாளர்"),
    openCustomer: tr("Open the customer", "வாடிக்கையாளரைத் திற"),
    inboxRecord: tr("The website request in the inbox", "இன்பாக்ஸில் இணையதளக் கோரிக்கை"),
    timeline: tr("Timeline", "காலவரிசை"),
    customerActor: tr("Customer", "வாடிக்கையாளர்"),
    systemActor: tr("System", "அமைப்பு"),
    events: {
      created: tr("Request received", "கோரிக்கை பெறப்பட்டது"),
      links_revoked: tr("Status links revoked", "நிலை இணைப்புகள் ரத்து செய்யப்பட்டன"),
      link_replaced: tr("Status link replaced", "நிலை இணைப்பு மாற்றப்பட்டது"),
      quote_saved: tr("Quote saved", "விலைப்புள்ளி சேமிக்கப்பட்டது"),
      advance: tr("Advance taken, bill made", "முன்பணம் பெறப்பட்டது, பில் உருவாக்கப்பட்டது"),
      bill: tr("Bill made", "பில் உருவாக்கப்பட்டது"),
      quote_accepted: tr("Quote accepted by the customer", "வாடிக்கையாளர் விலைப்புள்ளியை ஏற்றார்"),
      quote_accepted_recorded: tr(
        "Quote acceptance recorded by staff",
        "விலைப்புள்ளி ஒப்புதலை ஊழியர் பதிவு செய்தார்",
      ),
      quote_changes: tr("Changes asked to the quote", "விலைப்புள்ளியில் மாற்றங்கள் கேட்கப்பட்டன"),
      quote_sent: tr("Quote sent", "விலைப்புள்ளி அனுப்பப்பட்டது"),
      proof_uploaded: tr("Proof uploaded", "மாதிரி பதிவேற்றப்பட்டது"),
      proof_approved: tr("Proof approved by the customer", "வாடிக்கையாளர் மாதிரிக்கு ஒப்புதல் அளித்தார்"),
      proof_approved_recorded: tr(
        "Proof approval recorded by staff",
        "மாதிரி ஒப்புதலை ஊழியர் பதிவு செய்தார்",
      ),
      proof_changes: tr("Changes asked to the proof", "மாதிரியில் மாற்றங்கள் கேட்கப்பட்டன"),
      assigned: tr("Assignee changed", "பொறுப்பாளர் மாற்றப்பட்டார்"),
      ready_pickup: tr("Ready for pickup", "எடுத்துச் செல்லத் தயார்"),
      ready_delivery: tr("Out for delivery", "விநியோகத்துக்கு அனுப்பப்பட்டது"),
    },
    links: tr("Status link", "நிலை இணைப்பு"),
    liveLinks: tr(
      "{count} live link(s). The customer opens the request with one, no sign-in needed.",
      "{count} செயலில் உள்ள இணைப்பு(கள்). வாடிக்கையாளர் உள்நுழையாமல் இதன் மூலம் கோரிக்கையைத் திறக்கலாம்.",
    ),
    noLiveLinks: tr(
      "No live link: the customer cannot open this request until you make a new one.",
      "செயலில் இணைப்பு இல்லை: புதியது உருவாக்கும் வரை வாடிக்கையாளர் இந்தக் கோரிக்கையைத் திறக்க முடியாது.",
    ),
    newLink: tr("New status link", "புதிய நிலை இணைப்பு"),
    newLinkHint: tr(
      "Shown only now: send it to the customer. It is not kept in readable form.",
      "இப்போது மட்டுமே காட்டப்படும்: வாடிக்கையாளருக்கு அனுப்புங்கள். இது படிக்கக்கூடிய வடிவில் சேமிக்கப்படாது.",
    ),
    sendWhatsapp: tr("Send on WhatsApp", "வாட்ஸ்அப்பில் அனுப்பு"),
    whatsappText: tr(
      "Your request {reference} with Limra Graphics: {url}",
      "Limra Graphics-இல் உங்கள் கோரிக்கை {reference}: {url}",
    ),
    replace: tr("Make a new link (ends the old ones)", "புதிய இணைப்பு (பழையவை முடியும்)"),
    revoke: tr("Revoke all links", "எல்லா இணைப்புகளையும் ரத்து செய்"),
    replaced: tr("A new status link was made.", "புதிய நிலை இணைப்பு உருவாக்கப்பட்டது."),
    revoked: tr("The status links were revoked.", "நிலை இணைப்புகள் ரத்து செய்யப்பட்டன."),
    notFound: tr("No such job.", "அப்படி ஒரு பணி இல்லை."),
  },
});
