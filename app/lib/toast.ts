/** A message shown to the user: title plus description; failures use the destructive variant. */
export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};
export type ToastInput = Omit<Toast, "id"> & { id?: string };
