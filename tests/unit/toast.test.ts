import { describe, expect, it } from "vitest";
import { withToast, type Toast } from "~/lib/toast";

/** Issue 23: one toast at a time per kind; a success replaces a standing error. */

const success = (id: string): Toast => ({ id, title: `Saved ${id}` });
const failure = (id: string): Toast => ({ id, title: "Error", variant: "destructive" });

describe("withToast", () => {
  it("shows the first toast", () => {
    expect(withToast([], success("a"))).toEqual([success("a")]);
  });

  it("a success replaces the success shown", () => {
    expect(withToast([success("a")], success("b"))).toEqual([success("b")]);
  });

  it("an error replaces the error shown", () => {
    expect(withToast([failure("a")], failure("b"))).toEqual([failure("b")]);
  });

  it("a success replaces a standing error", () => {
    expect(withToast([failure("a")], success("b"))).toEqual([success("b")]);
  });

  it("an error keeps the success shown beside it", () => {
    expect(withToast([success("a")], failure("b"))).toEqual([success("a"), failure("b")]);
  });

  it("a toast already shown changes nothing (the same list comes back)", () => {
    const shown = [success("a"), failure("b")];
    expect(withToast(shown, failure("b"))).toBe(shown);
  });
});
