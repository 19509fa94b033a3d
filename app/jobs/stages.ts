import { localized, tr } from "~/lib/content";

/** A print job's stages in order (docs/decisions/094), and their names in both languages. */
export const JOB_STAGES = [
  "request",
  "quoted",
  "design",
  "proof",
  "approved",
  "printing",
  "ready",
  "delivered",
  "cancelled",
] as const;

export type JobStage = (typeof JOB_STAGES)[number];

export const stageNames = localized<Record<JobStage, string>>({
  request: tr("Request received", "கோரிக்கை பெறப்பட்டது"),
  quoted: tr("Quote sent", "விலைப்புள்ளி அனுப்பப்பட்டது"),
  design: tr("Design", "வடிவமைப்பு"),
  proof: tr("Proof", "மாதிரி"),
  approved: tr("Proof approved", "மாதிரி ஒப்புதல் பெற்றது"),
  printing: tr("Printing", "அச்சிடப்படுகிறது"),
  ready: tr("Ready", "தயார்"),
  delivered: tr("Delivered", "வழங்கப்பட்டது"),
  cancelled: tr("Cancelled", "ரத்து செய்யப்பட்டது"),
});
