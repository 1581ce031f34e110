import { Dialog, DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TriggerPlaceholder } from "~/components/ui/after-hydration";
import { takeEarlyPress } from "~/shell/early-press";

const props = { className: "inline-flex size-11", "data-testid": "trigger" };

/** Radix's closed trigger of each kind, as the server rendered it before the placeholders. */
const RADIX: Record<"menu" | "dialog", ReactNode> = {
  menu: (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger {...props}>Tema</DropdownMenu.Trigger>
    </DropdownMenu.Root>
  ),
  dialog: (
    <Dialog.Root open={false}>
      <Dialog.Trigger {...props}>Tema</Dialog.Trigger>
    </Dialog.Root>
  ),
};

describe("trigger placeholders", () => {
  for (const popup of ["menu", "dialog"] as const) {
    it(`render what Radix renders for a closed ${popup}'s trigger, its id aside`, () => {
      const placeholder = renderToString(
        <TriggerPlaceholder popup={popup} onOpen={() => {}} pressKey="_R_1_" {...props}>
          Tema
        </TriggerPlaceholder>,
      );
      expect(renderToString(RADIX[popup]).replace(/ id="[^"]*"/, "")).toBe(
        placeholder.replace(' data-early-press="_R_1_"', ""),
      );
      expect(placeholder).toContain(`aria-haspopup="${popup}" aria-expanded="false" data-state="closed"`);
    });
  }
});

describe("a press before the scripts", () => {
  /** The `<html>` element's attributes, as much of it as `takeEarlyPress` reads. */
  const root = (attributes: Record<string, string>) =>
    ({
      getAttribute: (name: string) => attributes[name] ?? null,
      removeAttribute: (name: string) => {
        delete attributes[name];
      },
    }) as unknown as HTMLElement;

  it("opens the widget whose placeholder was pressed last, once", () => {
    const html = root({ "data-early-press": "_R_2_" });
    expect(takeEarlyPress("_R_1_", html)).toBe(false);
    expect(takeEarlyPress("_R_2_", html)).toBe(true);
    expect(takeEarlyPress("_R_2_", html)).toBe(false);
  });

  it("opens nothing when no placeholder was pressed", () => {
    expect(takeEarlyPress("_R_1_", root({}))).toBe(false);
  });
});
