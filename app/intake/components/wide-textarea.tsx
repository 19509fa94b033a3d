import type { ComponentProps } from "react";
import { Textarea } from "~/components/ui/field";

/** A public form's long text box, spanning both columns of the form's grid. */
export function WideTextarea({
  value,
  ...props
}: Omit<ComponentProps<typeof Textarea>, "fieldClassName" | "defaultValue"> & {
  value: string | undefined;
}) {
  return <Textarea fieldClassName="sm:col-span-2" defaultValue={value} {...props} />;
}
