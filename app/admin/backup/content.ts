import { localized, tr } from "~/lib/content";

/** Copy of /admin/backup and of the last backup's line (also on /admin). */
export type BackupContent = {
  title: string;
  /** {format}: the file's format (.tar.gz), a file name's ending: data, not a word. */
  description: string;
  download: string;
  /** {command}: the restore command, {docs}: where it is explained. */
  keepSafe: string;
  none: string;
  /** {when}: date and time, {ago}: how long ago. */
  last: string;
  today: string;
  oneDayAgo: string;
  /** {count}. */
  daysAgo: string;
  downloadNow: string;
  unknownAction: string;
  busy: string;
  failed: string;
};

export const backupContent = localized<BackupContent>({
  title: tr("Backup", "காப்புப்பிரதி"),
  description: tr(
    "A copy of the whole database and the uploaded files, in one {format} file.",
    "முழுத் தரவுத்தளத்தின் நகலும் பதிவேற்றிய கோப்புகளும், ஒரே {format} கோப்பில்.",
  ),
  download: tr("Download backup", "காப்புப்பிரதியைப் பதிவிறக்கு"),
  keepSafe: tr(
    "Keep the file somewhere safe, away from this computer. Restoring a backup is a command on the server: {command} (see {docs}).",
    "இந்தக் கோப்பை இந்தக் கணினிக்கு வெளியே பாதுகாப்பான இடத்தில் வைக்கவும். காப்புப்பிரதியை மீட்டெடுப்பது சர்வரில் இயக்கும் ஒரு கட்டளை: {command} (விவரம்: {docs}).",
  ),
  none: tr("No backup has been made yet.", "இதுவரை காப்புப்பிரதி எடுக்கப்படவில்லை."),
  last: tr("Last backup: {when} — {ago}.", "கடைசி காப்புப்பிரதி: {when} — {ago}."),
  today: tr("today", "இன்று"),
  oneDayAgo: tr("1 day ago", "1 நாள் முன்பு"),
  daysAgo: tr("{count} days ago", "{count} நாட்கள் முன்பு"),
  downloadNow: tr("Download a backup now.", "இப்போதே காப்புப்பிரதியைப் பதிவிறக்கவும்."),
  unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  busy: tr(
    "A backup is being made right now. Please try again in a minute.",
    "இப்போது ஒரு காப்புப்பிரதி தயாராகிறது. ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.",
  ),
  failed: tr(
    "The backup could not be made. Please try again.",
    "காப்புப்பிரதி எடுக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
  ),
});
