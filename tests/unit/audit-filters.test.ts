import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, auditSearch, readAuditFilters } from "~/lib/audit-filters";

const read = (query: string) => readAuditFilters(new URLSearchParams(query));

describe("the Audit Log's address", () => {
  it("reads each filter it is given", () => {
    expect(read("who=+Ada@example.com+&what=deleted+game&from=2031-05-04&to=2031-05-05&target=plane&page=3")).toEqual({
      who: "Ada@example.com",
      what: "deleted game",
      from: "2031-05-04",
      to: "2031-05-05",
      target: "plane",
      page: 3,
    });
    expect(read("")).toEqual({ page: 1 });
  });

  it.each([
    ["page=abc", { page: 1 }],
    ["page=0", { page: 1 }],
    ["page=1.5", { page: 1 }],
    ["page=99999999999999999999", { page: 1 }],
    ["from=x&to=2031-13-01", { page: 1 }],
    ["from=2031-02-30&to=2032-02-29", { page: 1, to: "2032-02-29" }],
    ["from=0000-01-01&to=1969-12-31", { page: 1 }],
    ["what=set+fire+to+the+catalog", { page: 1 }],
    [`who=${"a".repeat(10_000)}%40example.com`, { page: 1 }],
    [`target=${"x".repeat(201)}`, { page: 1 }],
    ["who=+++&target=", { page: 1 }],
  ])("leaves out what it cannot read: %s", (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it("knows every action the log records", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(read("what=failed+two-factor+code").what).toBe("failed two-factor code");
  });

  it("links to a page keeping the filters, and back to the first page when a filter changes", () => {
    const current = read("who=ada@example.com&what=published+game&page=2");
    expect(auditSearch(current, { page: 3 })).toBe("?who=ada%40example.com&what=published+game&page=3");
    expect(auditSearch(current, { page: 1 })).toBe("?who=ada%40example.com&what=published+game");
    expect(auditSearch(current, { target: "snake" })).toBe("?who=ada%40example.com&what=published+game&target=snake");
    expect(auditSearch(read(""))).toBe("?");
  });
});
