import { contactPayload } from "./contact";
import { joinPlanPayload } from "./join-plan";
import { workplacePayload } from "./workplace";

const fields = (values: Record<string, string>) => new Map(Object.entries(values));

const base = { name: "Aroha Ngata", email: "aroha@example.co.nz", message: "Kia ora", location: "Cuba Street", registration: "4821" };

describe("contactPayload", () => {
  it.each(["general", "trip"])("leaves location and registration out of a %s enquiry", (type) => {
    expect(contactPayload(fields({ ...base, type }))).toEqual({ type, name: "Aroha Ngata", email: "aroha@example.co.nz", message: "Kia ora" });
  });

  it.each(["report", "incident"])("sends location and registration with a %s", (type) => {
    expect(contactPayload(fields({ ...base, type }))).toEqual({ type, ...base });
  });

  it("leaves out a location or registration that is empty or only spaces", () => {
    expect(contactPayload(fields({ ...base, type: "report", location: "   ", registration: "" }))).toEqual({
      type: "report", name: "Aroha Ngata", email: "aroha@example.co.nz", message: "Kia ora",
    });
  });

  it("sends empty required fields as empty strings for the server to judge", () => {
    expect(contactPayload(fields({ type: "general" }))).toEqual({ type: "general", name: "", email: "", message: "" });
  });
});

describe("joinPlanPayload", () => {
  it("sends the plan with the email and phone as typed", () => {
    expect(joinPlanPayload(fields({ email: " aroha@wcc.govt.nz", phone: "021 123 4567" }), "wcc")).toEqual({ plan: "wcc", email: " aroha@wcc.govt.nz", phone: "021 123 4567" });
  });
});

describe("workplacePayload", () => {
  it("sends exactly the eight fields, empty ones included", () => {
    expect(workplacePayload(fields({ name: "Liam", city: "Dunedin", type: "Scooters", stray: "x" }))).toEqual({
      name: "Liam", email: "", organisation: "", city: "Dunedin", type: "Scooters", participants: "", time: "", date: "",
    });
  });
});
