import { Dialog, DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TriggerPlaceholder } from "~/components/ui/after-hydration";

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
        <TriggerPlaceholder popup={popup} onOpen={() => {}} {...props}>
          Tema
        </TriggerPlaceholder>,
      );
      expect(renderToString(RADIX[popup]).replace(/ id="[^"]*"/, "")).toBe(placeholder);
      expect(placeholder).toContain(`aria-haspopup="${popup}" aria-expanded="false" data-state="closed"`);
    });
  }
});
