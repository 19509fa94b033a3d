import { localized, tr } from "~/lib/content";

export type ArtworkMessages = {
  /** {name}: the product. */
  choiceRequired: string;
  fileRequired: string;
  noteLength: string;
};

/**
 * The words of artwork at checkout (docs/decisions/037): the choice on the checkout page, its
 * refusals, and how an order shows what the customer gave.
 */
export type ArtworkText = ArtworkMessages & {
  /** The fieldset's legend; {name}: the product. */
  legend: string;
  intro: string;
  upload: string;
  uploadText: string;
  fileLabel: string;
  fileHint: string;
  design: string;
  designText: string;
  noteLabel: string;
  noteHint: string;
  /** {name}: the file's name. */
  fileType: string;
  fileTooLarge: string;
  fileEmpty: string;
  tooManyFiles: string;
  /** The refusal's toast when a line has no usable artwork. */
  missingTitle: string;
  missingText: string;
  /** The order's line: {name} the file. */
  received: string;
  designRequested: string;
  /** The product form's box (store admin). */
  productFlag: string;
};

export const artworkText = localized<ArtworkText>({
  legend: tr("Artwork for {name}", "{name} — வடிவமைப்பு"),
  intro: tr(
    "This is a print product: send us your design, or let us design it for you.",
    "இது அச்சிடும் பொருள்: உங்கள் டிசைனை அனுப்புங்கள், அல்லது நாங்களே வடிவமைத்துத் தருகிறோம்.",
  ),
  upload: tr("Upload your design", "உங்கள் டிசைனைப் பதிவேற்றுங்கள்"),
  uploadText: tr("A print-ready file you already have.", "அச்சுக்குத் தயாரான உங்கள் கோப்பு."),
  fileLabel: tr("Design file", "டிசைன் கோப்பு"),
  fileHint: tr(
    "JPG, PNG, PDF, AI, PSD or CDR, up to 10 MB.",
    "JPG, PNG, PDF, AI, PSD அல்லது CDR, 10 MB வரை.",
  ),
  design: tr("Design it for me", "எனக்காக வடிவமைத்துத் தாருங்கள்"),
  designText: tr(
    "Our designers prepare it and contact you before printing.",
    "எங்கள் வடிவமைப்பாளர்கள் தயாரித்து, அச்சிடும் முன் உங்களைத் தொடர்புகொள்வார்கள்.",
  ),
  noteLabel: tr("What should we design?", "என்ன வடிவமைக்க வேண்டும்?"),
  noteHint: tr(
    "Name, text, colours, logo or photos to use (10 to 1000 characters).",
    "பெயர், வாசகம், நிறங்கள், லோகோ அல்லது பயன்படுத்த வேண்டிய படங்கள் (10 முதல் 1000 எழுத்துகள்).",
  ),
  choiceRequired: tr(
    "Please upload your design for {name}, or choose “Design it for me”.",
    "{name} பொருளுக்கு உங்கள் டிசைனைப் பதிவேற்றுங்கள், அல்லது “எனக்காக வடிவமைத்துத் தாருங்கள்” என்பதைத் தேர்ந்தெடுங்கள்.",
  ),
  fileRequired: tr(
    "Please choose the design file for {name}.",
    "{name} பொருளுக்கான டிசைன் கோப்பைத் தேர்ந்தெடுங்கள்.",
  ),
  noteLength: tr(
    "Please tell us what to design in 10 to 1000 characters.",
    "என்ன வடிவமைக்க வேண்டும் என்பதை 10 முதல் 1000 எழுத்துகளில் எழுதுங்கள்.",
  ),
  fileType: tr(
    "{name} is not an accepted design file (JPG, PNG, PDF, AI, PSD or CDR), or its content does not match its name.",
    "{name} ஏற்கப்படும் டிசைன் கோப்பு அல்ல (JPG, PNG, PDF, AI, PSD அல்லது CDR), அல்லது அதன் உள்ளடக்கம் பெயருடன் பொருந்தவில்லை.",
  ),
  fileTooLarge: tr("{name} is larger than 10 MB.", "{name} 10 MB-ஐ விடப் பெரியது."),
  fileEmpty: tr("{name} is empty.", "{name} காலியான கோப்பு."),
  tooManyFiles: tr(
    "Please upload at most 10 design files in one order.",
    "ஒரு ஆர்டரில் அதிகபட்சம் 10 டிசைன் கோப்புகளை மட்டுமே பதிவேற்றலாம்.",
  ),
  missingTitle: tr("Artwork needed", "வடிவமைப்பு தேவை"),
  missingText: tr(
    "Some print items need your design or a design request. Nothing was ordered yet.",
    "சில அச்சுப் பொருட்களுக்கு உங்கள் டிசைன் அல்லது வடிவமைப்புக் கோரிக்கை தேவை. இன்னும் எதுவும் ஆர்டர் செய்யப்படவில்லை.",
  ),
  received: tr("Artwork received: {name}", "டிசைன் பெறப்பட்டது: {name}"),
  designRequested: tr("Design requested", "வடிவமைப்பு கோரப்பட்டது"),
  productFlag: tr(
    "Requires artwork (checkout asks for the design file or a design request)",
    "வடிவமைப்பு தேவை (ஆர்டரின்போது டிசைன் கோப்பு அல்லது வடிவமைப்புக் கோரிக்கை கேட்கப்படும்)",
  ),
});
