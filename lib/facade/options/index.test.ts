import { workplaceTypeIn, workplaceTypesFor } from ".";

describe("workplaceTypeIn", () => {
  it("keeps a type the city offers", () => {
    expect(workplaceTypeIn("Wellington", "Bikes")).toBe("Bikes");
    expect(workplaceTypeIn("Wellington", "Both")).toBe("Both");
    expect(workplaceTypeIn("Auckland", "Scooters")).toBe("Scooters");
  });

  it("falls back to Scooters where the chosen type is not offered", () => {
    expect(workplaceTypeIn("Auckland", "Bikes")).toBe("Scooters");
    expect(workplaceTypeIn("Dunedin", "Both")).toBe("Scooters");
    expect(workplaceTypeIn("Wellington", "Trams")).toBe("Scooters");
  });

  it("always answers a type the city offers", () => {
    for (const city of ["Wellington", "Porirua"]) for (const type of ["Both", "Bikes", "Scooters"]) expect(workplaceTypesFor(city)).toContain(workplaceTypeIn(city, type));
  });
});
