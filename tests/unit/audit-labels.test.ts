import { describe, expect, it } from "vitest";
import { auditContent } from "../../app/admin/audit/content";
import { actionLabel, actionWords, entityLabel, entityWords } from "../../app/admin/audit/labels";

/** The audit log's words for its stored codes, in English and Tamil (issue 23). */
describe("the audit log's words", () => {
  it("names actions in the page's language; a code without words is left as it is", () => {
    expect(actionLabel("bill.create")).toBe("Bill created");
    expect(actionLabel("bill.create", "ta")).toBe("பில் உருவாக்கப்பட்டது");
    expect(actionWords("payment.void", "ta")).toBe("கட்டணம் செல்லாததாக்கப்பட்டது");
    expect(actionWords("something.new", "ta")).toBeUndefined();
    expect(actionLabel("something.new", "ta")).toBe("something.new");
    // An object's own keys only: "constructor" is no action.
    expect(actionWords("constructor", "en")).toBeUndefined();
  });

  it("names record types: Tamil the app's own, English any code spelt out", () => {
    expect(entityLabel("godown_item")).toBe("Godown item");
    expect(entityLabel("godown_item", "ta")).toBe("கிடங்குப் பொருள்");
    expect(entityLabel("business_settings", "ta")).toBe("வணிக அமைப்புகள்");
    expect(entityWords("spare_part")).toBe("Spare part");
    expect(entityWords("spare_part", "ta")).toBeUndefined();
    expect(entityLabel("spare_part", "ta")).toBe("spare_part");
  });

  it("keeps English record types as their code spelt out", () => {
    for (const [code, words] of Object.entries(auditContent.en.entities)) {
      const spelt = code.replace(/_/g, " ");
      expect(words, code).toBe(spelt.charAt(0).toUpperCase() + spelt.slice(1));
    }
  });
});
