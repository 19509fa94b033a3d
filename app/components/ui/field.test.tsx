import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, FieldError, FieldHint, Input, Select, Textarea } from "./field";

/** The attributes of the first element with this tag in the markup. */
function attrs(html: string, tag: string): Record<string, string> {
  const match = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!match) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries(
    [...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? ""]),
  );
}

describe("Input", () => {
  it("ties the label to the input by the field's name", () => {
    const html = renderToStaticMarkup(<Input name="email" label="Email" defaultValue="a@b.in" />);
    expect(attrs(html, "label").for).toBe("email");
    expect(attrs(html, "input")).toMatchObject({ id: "email", name: "email", value: "a@b.in" });
    expect(html).toContain(">Email</label>");
  });

  it("marks the input invalid and describes it by its error", () => {
    const html = renderToStaticMarkup(
      <Input name="email" label="Email" errors={{ email: "Enter a valid email" }} />,
    );
    const input = attrs(html, "input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("email-error");
    expect(html).toContain('<p id="email-error" class="error-text">Enter a valid email</p>');
  });

  it("is neither invalid nor described without an error or hint", () => {
    const input = attrs(
      renderToStaticMarkup(<Input name="email" label="Email" errors={{ other: "x" }} />),
      "input",
    );
    expect(input["aria-invalid"]).toBeUndefined();
    expect(input["aria-describedby"]).toBeUndefined();
  });

  it("describes the input by its error and its hint", () => {
    const html = renderToStaticMarkup(
      <Input name="phone" label="Phone" hint="10 digits" errors={{ phone: "Too short" }} />,
    );
    expect(attrs(html, "input")["aria-describedby"]).toBe("phone-error phone-hint");
    expect(html).toMatch(/<p id="phone-hint" class="[^"]*">10 digits<\/p>/);
  });

  it("passes its own attributes to the input", () => {
    const input = attrs(
      renderToStaticMarkup(<Input name="code" label="Code" inputMode="numeric" required />),
      "input",
    );
    expect(input).toMatchObject({ inputMode: "numeric", required: "" });
  });
});

describe("the label's marks", () => {
  it("stars a required field and says so to screen readers", () => {
    const html = renderToStaticMarkup(<Input name="name" label="Name" requiredMark="required" />);
    expect(html).toContain(
      '<span aria-hidden="true" class="text-red-700 dark:text-red-300">*</span>',
    );
    expect(html).toContain('<span class="sr-only"> required</span>');
    expect(attrs(html, "input").required).toBeUndefined();
  });

  it("stars without the spoken text when the mark is just true", () => {
    const html = renderToStaticMarkup(<Input name="name" label="Name" requiredMark />);
    expect(html).toContain(">*</span>");
    expect(html).not.toContain("sr-only");
  });

  it("says optional after the label", () => {
    const html = renderToStaticMarkup(
      <Input name="phone" label="Phone" optionalText="(optional)" />,
    );
    expect(html).toMatch(/Phone<span class="font-normal [^"]*"> \(optional\)<\/span><\/label>/);
  });
});

describe("Textarea, Select and Field", () => {
  it("wires a text box like an input", () => {
    const html = renderToStaticMarkup(
      <Textarea name="message" label="Message" rows={4} errors={{ message: "Required" }} />,
    );
    expect(attrs(html, "label").for).toBe("message");
    expect(attrs(html, "textarea")).toMatchObject({
      id: "message",
      rows: "4",
      "aria-invalid": "true",
      "aria-describedby": "message-error",
    });
  });

  it("lists the placeholder choice first, then the options", () => {
    const html = renderToStaticMarkup(
      <Select
        name="service"
        label="Service"
        placeholder="Choose one"
        options={[
          ["visiting-cards", "Visiting cards"],
          ["banners", "Banners"],
        ]}
        defaultValue="banners"
        errors={{ service: "Pick a service" }}
      />,
    );
    expect(attrs(html, "select")).toMatchObject({
      id: "service",
      "aria-describedby": "service-error",
    });
    expect(html).toContain(
      '<option value="">Choose one</option><option value="visiting-cards">Visiting cards</option><option value="banners" selected="">Banners</option>',
    );
  });

  it("puts fieldClassName on the field's wrapper", () => {
    const html = renderToStaticMarkup(<Input name="q" label="Q" fieldClassName="sm:col-span-2" />);
    expect(html.startsWith('<div class="sm:col-span-2"><label')).toBe(true);
  });

  it("hands the wiring to a custom control", () => {
    const html = renderToStaticMarkup(
      <Field name="when" label="When" errors={{ when: "Pick a date" }}>
        {(a) => <input type="date" {...a} />}
      </Field>,
    );
    expect(attrs(html, "input")).toMatchObject({
      type: "date",
      id: "when",
      "aria-describedby": "when-error",
    });
  });
});

describe("a group's error and hint", () => {
  it("says the group's error as an alert, by the id its fields' describedby names", () => {
    const html = renderToStaticMarkup(
      <FieldError name="lines" errors={{ lines: "Add at least one line." }} alert />,
    );
    expect(html).toBe(
      '<p id="lines-error" class="error-text" role="alert">Add at least one line.</p>',
    );
  });

  it("shows nothing without an error, and the hint by its id", () => {
    expect(renderToStaticMarkup(<FieldError name="lines" errors={{ other: "x" }} alert />)).toBe(
      "",
    );
    expect(renderToStaticMarkup(<FieldHint name="lines">From the catalogue</FieldHint>)).toMatch(
      /^<p id="lines-hint" class="mt-1 text-sm [^"]*">From the catalogue<\/p>$/,
    );
  });
});
