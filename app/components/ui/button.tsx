import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { buttonClass } from "~/components/ui/styles";

export type ButtonVariant = keyof typeof buttonClass;

type Common = {
  variant?: ButtonVariant;
  /** Extra classes after the variant's (e.g. `w-full`). */
  className?: string;
  children: ReactNode;
};

type AsButton = Common &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children"> & {
    to?: undefined;
    /** While true the button is disabled and shows `pendingText` (when given). */
    pending?: boolean;
    pendingText?: ReactNode;
  };

type AsLink = Common & Omit<LinkProps, "className" | "children"> & { to: LinkProps["to"] };

function classes(variant: ButtonVariant, className?: string) {
  return className ? `${buttonClass[variant]} ${className}` : buttonClass[variant];
}

/**
 * The shared button: a `<button>` in one of the looks of `buttonClass`, or a link that looks like
 * one when `to` is given. A pending button is disabled and says `pendingText` ("Saving...").
 */
export function Button(props: AsButton | AsLink) {
  if (props.to !== undefined) {
    const { variant = "primary", className, children, ...link } = props;
    return (
      <Link {...link} className={classes(variant, className)}>
        {children}
      </Link>
    );
  }
  const {
    variant = "primary",
    className,
    children,
    pending = false,
    pendingText,
    disabled,
    type = "button",
    ...button
  } = props;
  return (
    <button
      {...button}
      type={type}
      disabled={disabled || pending}
      className={classes(variant, className)}
    >
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  );
}
