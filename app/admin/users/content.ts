import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import type { Role } from "~/platform/db/schema";
import type { UserFilter } from "./users.server";

/** Copy of /admin/users: the list, its search, the role and request forms and the toasts. */
export type UsersContent = {
  title: string;
  /** {count} staff access requests waiting. */
  pending: PluralForms;
  /** {count} users. */
  count: PluralForms;
  search: string;
  show: string;
  searchButton: string;
  filters: Record<UserFilter, string>;
  roles: Record<Role, string>;
  columns: { user: string; joined: string; role: string; request: string };
  notVerified: string;
  /** The name an anonymised account shows (its stored name is the English one, decision 051). */
  deletedName: string;
  /** {email}: whose role the select sets. */
  roleOf: string;
  save: string;
  saveRoleOf: string;
  approve: string;
  reject: string;
  /** {email}. */
  staffAccessFor: string;
  empty: string;
  toasts: {
    alreadyDecided: string;
    approved: string;
    rejected: string;
    unknownRole: string;
    noSuchUser: string;
    lastAdmin: string;
    lastAdminHint: string;
    roleUpdated: string;
    roleUnchanged: string;
    unknownAction: string;
  };
};

export const usersContent = localized<UsersContent>({
  title: tr("Users", "பயனர்கள்"),
  pending: {
    one: tr("{count} staff access request is waiting", "{count} ஊழியர் அணுகல் கோரிக்கை காத்திருக்கிறது"),
    other: tr(
      "{count} staff access requests are waiting",
      "{count} ஊழியர் அணுகல் கோரிக்கைகள் காத்திருக்கின்றன",
    ),
  },
  count: { one: tr("{count} user", "{count} பயனர்"), other: tr("{count} users", "{count} பயனர்கள்") },
  search: tr("Search name or e-mail", "பெயர் அல்லது மின்னஞ்சலைத் தேடு"),
  show: tr("Show", "காட்டு"),
  searchButton: tr("Search", "தேடு"),
  filters: {
    all: tr("All users", "அனைத்துப் பயனர்களும்"),
    pending: tr("Pending staff requests", "நிலுவையில் உள்ள ஊழியர் கோரிக்கைகள்"),
    admin: tr("Admins", "நிர்வாகிகள்"),
    staff: tr("Staff", "ஊழியர்கள்"),
    customer: tr("Customers", "வாடிக்கையாளர்கள்"),
  },
  roles: {
    customer: tr("customer", "வாடிக்கையாளர்"),
    staff: tr("staff", "ஊழியர்"),
    admin: tr("admin", "நிர்வாகி"),
  },
  columns: {
    user: tr("User", "பயனர்"),
    joined: tr("Joined", "சேர்ந்த தேதி"),
    role: tr("Role", "பங்கு"),
    request: tr("Staff request", "ஊழியர் கோரிக்கை"),
  },
  notVerified: tr("not verified", "சரிபார்க்கப்படவில்லை"),
  deletedName: tr("Deleted customer", "நீக்கப்பட்ட வாடிக்கையாளர்"),
  roleOf: tr("Role of {email}", "{email} — பங்கு"),
  save: tr("Save", "சேமி"),
  saveRoleOf: tr("role of {email}", "{email} — பங்கு"),
  approve: tr("Approve", "ஏற்றுக்கொள்"),
  reject: tr("Reject", "நிராகரி"),
  staffAccessFor: tr("staff access for {email}", "{email} — ஊழியர் அணுகல்"),
  empty: tr("No users found.", "பயனர்கள் யாரும் இல்லை."),
  toasts: {
    alreadyDecided: tr(
      "This request was already decided.",
      "இந்தக் கோரிக்கை மீது ஏற்கெனவே முடிவெடுக்கப்பட்டுவிட்டது.",
    ),
    approved: tr("Staff access approved", "ஊழியர் அணுகல் ஏற்கப்பட்டது"),
    rejected: tr("Staff access rejected", "ஊழியர் அணுகல் நிராகரிக்கப்பட்டது"),
    unknownRole: tr("Unknown role.", "தெரியாத பங்கு."),
    noSuchUser: tr("No such user.", "அப்படி ஒரு பயனர் இல்லை."),
    lastAdmin: tr("The last admin stays an admin", "கடைசி நிர்வாகி நிர்வாகியாகவே இருப்பார்"),
    lastAdminHint: tr("Make another user admin first.", "முதலில் வேறொரு பயனரை நிர்வாகியாக்கவும்."),
    roleUpdated: tr("Role updated", "பங்கு புதுப்பிக்கப்பட்டது"),
    roleUnchanged: tr("Role unchanged", "பங்கு மாறவில்லை"),
    unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  },
});
