import { isConsumerEmail, isUndeliverableEmail, normalisePhone } from "./rules";

describe("isUndeliverableEmail", () => {
  it.each(["jo@example.com", "jo@mail.example.org", "jo@site.example", "jo@shop.test", "jo@nowhere.invalid", "jo@box.localhost", "jo@MAILINATOR.com", "jo@yopmail.com"])(
    "refuses %s",
    (email) => expect(isUndeliverableEmail(email)).toBe(true),
  );

  it.each(["jo@kiwi.nz", "jo@example.co.nz", "jo@testing.co.nz", "jo@gmail.com", "jo@wcc.govt.nz", "jo@notexample.com"])("accepts %s", (email) =>
    expect(isUndeliverableEmail(email)).toBe(false),
  );
});

describe("isConsumerEmail", () => {
  it("knows the big webmail domains in any case", () => {
    for (const email of ["a@gmail.com", "a@Outlook.com", "a@hotmail.com", "a@yahoo.com", "a@icloud.com", "a@xtra.co.nz"]) expect(isConsumerEmail(email)).toBe(true);
    expect(isConsumerEmail("a@harbourworks.co.nz")).toBe(false);
  });
});

describe("normalisePhone", () => {
  it.each([["021 123 4567", "+64211234567"], ["+64 21 123 4567", "+64211234567"], ["0064211234567", "+64211234567"], ["64211234567", "+64211234567"], ["(021) 123-4567", "+64211234567"]])(
    "reads %s as %s",
    (input, expected) => expect(normalisePhone(input)).toBe(expected),
  );
});
