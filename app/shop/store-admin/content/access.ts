import { localized, tr } from "~/lib/content";

/**
 * The store admin's access screens (and its "Go to Store" link): apart from the rest of its copy
 * (store-admin.ts) because the root's error page shows them, so every page's script carries
 * these texts (issue 22).
 */
export type StoreAdminAccessContent = {
  goToStore: string;
  access: {
    deniedTitle: string;
    loginMessage: string;
    login: string;
    adminTitle: string;
    adminMessage: string;
    somethingWrong: string;
  };
};

export const storeAdminAccessContent = localized<StoreAdminAccessContent>({
  goToStore: tr("Go to Store", "கடைக்குச் செல்"),
  access: {
    deniedTitle: tr("Access Denied", "அணுகல் மறுக்கப்பட்டது"),
    loginMessage: tr(
      "Please login to access the admin panel",
      "நிர்வாகப் பகுதியைப் பயன்படுத்த உள்நுழையவும்",
    ),
    login: tr("Login", "உள்நுழை"),
    adminTitle: tr("Admin Access Required", "நிர்வாகி அணுகல் தேவை"),
    adminMessage: tr(
      "This panel is for the shop's administrators.",
      "இந்தப் பகுதி கடையின் நிர்வாகிகளுக்கு மட்டும்.",
    ),
    somethingWrong: tr("Something went wrong", "ஏதோ தவறு நடந்துவிட்டது"),
  },
});
