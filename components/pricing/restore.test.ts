/** @jest-environment jsdom */
import { fillUntouched, formValues } from "./restore";

function form() {
  document.body.innerHTML = `
    <form>
      <select name="city"><option value="" selected>Choose</option><option value="auckland">Auckland</option><option value="dunedin">Dunedin</option></select>
      <input type="radio" name="by" value="week" checked><input type="radio" name="by" value="month">
      <input type="number" name="minutes" value="15">
    </form>`;
  return document.querySelector("form")!;
}

const NAMES = ["city", "by", "minutes"];

describe("filling the finder from a shared link", () => {
  it("fills every control nobody has touched", () => {
    const el = form();
    fillUntouched(el, new URLSearchParams("city=auckland&by=month&minutes=40"), NAMES);
    const values = formValues(el);
    expect(NAMES.map((name) => values.get(name))).toEqual(["auckland", "month", "40"]);
  });

  it("keeps what a person chose before the script ran, control by control", () => {
    const el = form();
    (el.elements.namedItem("city") as HTMLSelectElement).value = "dunedin";
    (el.querySelector('input[value="month"]') as HTMLInputElement).checked = true;
    fillUntouched(el, new URLSearchParams("city=auckland&by=week&minutes=40"), NAMES);
    const values = formValues(el);
    expect(NAMES.map((name) => values.get(name))).toEqual(["dunedin", "month", "40"]);
  });

  it("leaves a control alone when the link names a value it does not have", () => {
    const el = form();
    fillUntouched(el, new URLSearchParams("city=gotham&by=year"), NAMES);
    const values = formValues(el);
    expect(NAMES.map((name) => values.get(name))).toEqual(["", "week", "15"]);
  });
});
