import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { categoryLabel, stateLabel, typeLabel } from "~/domain/memberships/labels";
import { REGISTER_STATES } from "~/domain/memberships/register-query";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "~/domain/memberships/request-form";
import { en } from "~/i18n/en";
import { getI18n } from "~/i18n/i18n";
import { it as itMessages } from "~/i18n/it";

/**
 * One name for each thing (issue 30): a membership's types, categories and states have one label per
 * language, in `memberLabels`, read through `domain/memberships/labels.ts` by every screen, export
 * and mail.
 */

const LANGUAGES = { it: itMessages, en } as const;
const DESCRIPTIONS = ["validate.detail", "membership.typeHints"];

/** Every object in a dictionary whose keys are exactly `keys`, with where it is. */
function groupsWithKeys(node: unknown, keys: readonly string[], path = ""): [string, unknown][] {
  if (typeof node !== "object" || node === null) return [];
  const own = Object.keys(node);
  const found: [string, unknown][] =
    own.length === keys.length && keys.every((key) => own.includes(key)) ? [[path, node]] : [];
  return found.concat(
    Object.entries(node).flatMap(([key, value]) =>
      groupsWithKeys(value, keys, path ? `${path}.${key}` : key),
    ),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe.each(Object.entries(LANGUAGES))("the labels in %s", (locale, messages) => {
  const labels = messages.memberLabels;

  it("name every type, category and state once", () => {
    expect(Object.keys(labels.types).sort()).toEqual([...MEMBERSHIP_TYPES].sort());
    expect(Object.keys(labels.categories).sort()).toEqual([...MEMBERSHIP_CATEGORIES].sort());
    expect(Object.keys(labels.states).sort()).toEqual([...REGISTER_STATES].sort());
  });

  it("are the only names of a state, a type or a category anywhere in the dictionary", () => {
    const states = groupsWithKeys(messages, [...REGISTER_STATES]);
    const withUnknown = groupsWithKeys(messages, [...REGISTER_STATES, "unknown"]);
    const types = groupsWithKeys(messages, [...MEMBERSHIP_TYPES]);
    const categories = groupsWithKeys(messages, [...MEMBERSHIP_CATEGORIES]);
    // Where another area holds such a group, it holds the same words (the door's panel reads them).
    // Sentences about a state or a type (the door's details, the form's hints) are not its name.
    const names = ([path]: [string, unknown]) => !DESCRIPTIONS.includes(path);
    for (const [path, group] of states.filter(names)) expect(group, path).toEqual(labels.states);
    for (const [path, group] of withUnknown.filter(names)) expect(group, path).toMatchObject(labels.states);
    for (const [path, group] of types.filter(names)) expect(group, path).toEqual(labels.types);
    for (const [path, group] of categories) expect(group, path).toEqual(labels.categories);
    expect(withUnknown.filter(names).map(([path]) => path)).toEqual(["validate.verdict"]);
  });

  it("are what the module gives screens and exports alike", () => {
    const t = getI18n(locale as "it" | "en").t;
    for (const state of REGISTER_STATES) expect(stateLabel(t, state)).toBe(labels.states[state]);
    for (const type of MEMBERSHIP_TYPES) expect(typeLabel(t, type)).toBe(labels.types[type]);
    for (const category of MEMBERSHIP_CATEGORIES)
      expect(categoryLabel(t, category)).toBe(labels.categories[category]);
    // A category the centre no longer offers shows as stored; none is none.
    expect(categoryLabel(t, "benemerita")).toBe("benemerita");
    expect(categoryLabel(t, null)).toBeNull();
  });
});

describe("the words", () => {
  it("give a pending request one name for the member, at the door, in the list and in the export", () => {
    expect(itMessages.memberLabels.states.requested).toBe("In attesa di convalida");
    expect(en.memberLabels.states.requested).toBe("Awaiting approval");
  });

  it("name categories without a gender the register does not know", () => {
    const italian = Object.values(itMessages.memberLabels.categories).join(" ");
    expect(italian).not.toMatch(/sostenitor|sostenitric|studente|studentess/i);
    expect(itMessages.memberLabels.categories.supporter).toBe("Di sostegno");
  });
});

describe("the screens, exports and mails", () => {
  it("name types, categories and states through the one module", () => {
    const offenders: string[] = [];
    // Keys of the old per-page copies, and direct reads of the labels that skip the module.
    const forbidden =
      /\b(?:register|membershipExport)\.(?:states|types|categories)\b|\bmembership\.(?:states|types)\b|\bmemberLabels\.\w+\.\$\{|`register\.states/;
    // The door's panel and log (other work) read `membership.typesShort`, `membership.categories` and
    // `validate.verdict`, which the dictionary takes from memberLabels (checked above).
    for (const file of sourceFiles("app")) {
      if (file.includes("/i18n/") || file.endsWith("memberships/labels.ts")) continue;
      if (forbidden.test(readFileSync(file, "utf8"))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
