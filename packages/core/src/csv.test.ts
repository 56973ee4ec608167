import { describe, expect, it } from "vitest";
import { csvSafeCell, toCsv } from "./csv";

describe("csvSafeCell", () => {
  it("makes text a spreadsheet would run read as text, and leaves numbers as numbers", () => {
    expect(csvSafeCell("=1+1")).toBe("'=1+1");
    expect(csvSafeCell("  @SUM(A1)")).toBe("'  @SUM(A1)");
    expect(csvSafeCell("-2")).toBe("'-2");
    expect(csvSafeCell(-2)).toBe("-2");
    expect(csvSafeCell("t.co")).toBe("t.co");
    expect(csvSafeCell(null)).toBe("");
    expect(csvSafeCell(Number.NaN)).toBe("");
  });
});

describe("toCsv", () => {
  it("quotes what needs quoting, after making cells safe, with CRLF line ends", () => {
    expect(
      toCsv(
        ["Source", "Visitors"],
        [
          ['=HYPERLINK("x")', 3],
          ["a,b", -1],
          ["line\nbreak", null],
        ],
      ),
    ).toBe(`Source,Visitors\r\n"'=HYPERLINK(""x"")",3\r\n"a,b",-1\r\n"line\nbreak",\r\n`);
  });
});
