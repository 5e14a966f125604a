// The form kit reads what the page's fields hold (uncontrolled fields, issue 11), and a
// controlled field adopts what was typed before hydration only when it differs from its state.
import { describe, expect, it } from "vitest";
import { shownOverState } from "~/platform/forms/adopt-typed-value";
import { controlValue, defaultProps, readFormValues } from "~/platform/forms/form-values";

const input = (type: string, value: string, checked = false) => ({ type, value, checked });
/** Stands in for HTMLFormElement.elements: namedItem gives one control, a list (RadioNodeList) or null. */
const form = (items: Record<string, unknown>) => ({ elements: { namedItem: (n: string) => items[n] ?? null } }) as unknown as HTMLFormElement;

describe("reading a form's fields", () => {
  it("text inputs and textareas give their text", () => {
    expect(controlValue(input("email", "a@b.co"))).toBe("a@b.co");
    expect(controlValue(input("textarea", "line 1\nline 2"))).toBe("line 1\nline 2");
    expect(controlValue({ type: "select-one", value: "weekly" })).toBe("weekly");
  });
  it("a checkbox gives its state, a radio its value only when chosen", () => {
    expect(controlValue(input("checkbox", "on", true))).toBe(true);
    expect(controlValue(input("checkbox", "on", false))).toBe(false);
    expect(controlValue(input("radio", "heavy", true))).toBe("heavy");
    expect(controlValue(input("radio", "heavy", false))).toBe("");
  });
  it("a multi-select gives every chosen option", () => {
    expect(controlValue({ type: "select-multiple", value: "a", selectedOptions: [{ value: "a" }, { value: "c" }] })).toEqual(["a", "c"]);
  });
  it("controls sharing a name: radios give the chosen one, checkboxes every ticked one", () => {
    expect(controlValue([input("radio", "light"), input("radio", "medium", true)])).toBe("medium");
    expect(controlValue([input("radio", "light"), input("radio", "medium")])).toBe("");
    expect(controlValue([input("checkbox", "cramps", true), input("checkbox", "fatigue"), input("checkbox", "headache", true)])).toEqual([
      "cramps",
      "headache",
    ]);
  });
  it("no such field, a file input or a fieldset: nothing", () => {
    expect(controlValue(null)).toBeUndefined();
    expect(controlValue(input("file", "C:\\fakepath\\a.png"))).toBeUndefined();
    expect(controlValue({ type: "fieldset" })).toBeUndefined();
  });
  it("reads the named fields and leaves out the ones the form lacks", () => {
    const values = readFormValues(form({ email: input("email", "typed@b.co"), password: input("password", "secret-1"), other: input("text", "x") }), [
      "email",
      "password",
      "confirmPassword",
    ]);
    expect(values).toEqual({ email: "typed@b.co", password: "secret-1" });
  });
});

describe("starting values", () => {
  it("text and choices become defaultValue, a boolean defaultChecked, nothing an empty field", () => {
    expect(defaultProps("a@b.co")).toEqual({ defaultValue: "a@b.co" });
    expect(defaultProps(["a", "b"])).toEqual({ defaultValue: ["a", "b"] });
    expect(defaultProps(true)).toEqual({ defaultChecked: true });
    expect(defaultProps(undefined)).toEqual({ defaultValue: "" });
  });
});

describe("a controlled field at hydration", () => {
  const text = (value: string) => ({ type: "text", value });
  it("adopts text that differs from the state, also an emptied field", () => {
    expect(shownOverState(text("typed@b.co"), "")).toBe(true);
    expect(shownOverState(text(""), "Rahim")).toBe(true);
    expect(shownOverState(text("72"), 70)).toBe(true);
    expect(shownOverState({ type: "select-one", value: "weekly" }, "daily")).toBe(true);
    expect(shownOverState({ type: "select-multiple", value: "a", selectedOptions: [{ value: "a" }, { value: "b" }] }, ["a"])).toBe(true);
    expect(shownOverState({ type: "select-multiple", value: "a", selectedOptions: [{ value: "a" }] }, ["a"])).toBe(false);
  });
  it("leaves a field that agrees with its state, and uncontrolled fields", () => {
    expect(shownOverState(text("Rahim"), "Rahim")).toBe(false);
    expect(shownOverState(text("70"), 70)).toBe(false);
    expect(shownOverState(text("typed"), undefined)).toBe(false);
  });
  it("a checkbox adopts either way; a radio only when it became the chosen one", () => {
    expect(shownOverState({ type: "checkbox", value: "on", checked: true }, false)).toBe(true);
    expect(shownOverState({ type: "checkbox", value: "on", checked: false }, true)).toBe(true);
    expect(shownOverState({ type: "checkbox", value: "on", checked: true }, true)).toBe(false);
    expect(shownOverState({ type: "radio", value: "bn", checked: true }, false)).toBe(true);
    expect(shownOverState({ type: "radio", value: "en", checked: false }, true)).toBe(false);
  });
});
