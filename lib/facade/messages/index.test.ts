import { errorMessage } from ".";
import { CONTACT_SUCCESS } from "./contact";
import { verifyPlanSuccess } from "./verify-plan";

describe("error catalogue", () => {
  it.each([
    ["contact", "validation", "Invalid name, email or message"],
    ["contact", "domain_not_found", "Email address not applicable"],
    ["contact", "upstream", "Something went wrong"],
    ["joinPlan", "validation", "Invalid email or phone"],
    ["joinPlan", "domain_not_found", "Email address not applicable"],
    // Too many tries (429): the one error fixed by waiting, the same words on every form.
    ["contact", "rate_limited", "Too many requests from your network just now. Please try again in a minute."],
    ["joinPlan", "rate_limited", "Too many requests from your network just now. Please try again in a minute."],
    ["verifyPlan", "rate_limited", "Too many requests from your network just now. Please try again in a minute."],
    ["workplaceSession", "rate_limited", "Too many requests from your network just now. Please try again in a minute."],
    // The limits the spec does not name, each saying what it is and how long it lasts (issue 70).
    ["joinPlan", "too_many_tries", "Too many tries with this email address from your connection just now. Please try again in 10 minutes."],
    ["joinPlan", "too_many_emails", "We have already sent several verification emails to this address in the last 10 minutes. Please use the newest one, or try again in 10 minutes."],
    ["verifyPlan", "too_many_tries", "Too many tries with this link from your connection just now. Please try again in 10 minutes."],
    ["contact", "too_many_emails", "Something went wrong"],
    ["verifyPlan", "validation", "The email verification token was invalid. Please try again."],
    ["verifyPlan", "verification_not_found", "The email verification token was not found. Please try again."],
    ["verifyPlan", "verification_expired", "The email verification token has expired. Please try again."],
    ["verifyPlan", "teapot", "Something went wrong. Please try again."],
    ["workplaceSession", "validation", "Please complete all fields."],
    ["workplaceSession", "domain_not_found", "Email address not applicable"],
    ["workplaceSession", undefined, "Something went wrong"],
    // A full store (507) is the server's trouble: every form says its generic message.
    ["contact", "storage_full", "Something went wrong"],
    ["joinPlan", "storage_full", "Something went wrong"],
    ["verifyPlan", "storage_full", "Something went wrong. Please try again."],
    ["workplaceSession", "storage_full", "Something went wrong"],
  ] as const)("%s / %s → %s", (form, code, message) => {
    expect(errorMessage(form, code)).toBe(message);
  });

  it("does not mistake inherited object keys for codes", () => {
    expect(errorMessage("contact", "toString")).toBe("Something went wrong");
    expect(errorMessage("contact", "__proto__")).toBe("Something went wrong");
  });

  it("fills the product into the verify-plan success message", () => {
    expect(verifyPlanSuccess("Flamingo")).toBe(
      `Thank you for verifying your email! You're all set to go! You can track your weekly usage under the "Go Pass" section of the Flamingo app.`,
    );
    expect(CONTACT_SUCCESS).toBe("Thank you for contacting us. We will be in touch within 24 hours.");
  });
});
