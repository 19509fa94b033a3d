import type { ComponentProps } from "react";
import { Input, type FieldProps } from "~/components/ui/field";

/**
 * The "who is writing" fields of the public forms (order, contact, feedback, review): same
 * names, types and autocomplete hints everywhere, so phones and browsers fill them alike.
 */
type PersonFieldProps = Omit<FieldProps, "name"> &
  Omit<ComponentProps<typeof Input>, keyof FieldProps | "defaultValue"> & {
    value: string | undefined;
  };

export function NameField({ value, ...props }: PersonFieldProps) {
  return <Input name="name" autoComplete="name" defaultValue={value} {...props} />;
}

export function EmailField({ value, ...props }: PersonFieldProps) {
  return <Input name="email" type="email" autoComplete="email" defaultValue={value} {...props} />;
}

export function PhoneField({ value, ...props }: PersonFieldProps) {
  return (
    <Input
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      defaultValue={value}
      {...props}
    />
  );
}
