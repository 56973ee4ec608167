import { describe, expect, it } from "vitest";
import { templateCatalogue } from "../../missions/templates";
import { templateCatalogueAnswer } from "./objectives";

describe("objective response schemas", () => {
  // GET /objectives/templates sends a body prepared once as a string, which no serializer checks: this does.
  it("declare every field of the template catalogue, with the types it has", () => {
    const answer = JSON.parse(JSON.stringify({ data: templateCatalogue() }));
    // zod drops what a schema does not declare, so an undeclared field makes the two differ.
    expect(templateCatalogueAnswer.parse(answer)).toEqual(answer);
  });
});
