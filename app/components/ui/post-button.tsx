import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * One button that posts a small form of its own: the hidden `fields` (the intent, the id of what
 * it acts on, where to go back) and the button, to `action` or to the page's own action. Works
 * without JavaScript; ConfirmDialog is the one that asks first.
 */
export function PostButton({
  fields,
  action,
  className,
  children,
}: {
  fields: Record<string, string>;
  action?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
