import { Dialog, DropdownMenu } from "radix-ui";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TriggerPlaceholder } from "~/components/ui/after-hydration";

const props = { className: "inline-flex size-11", "data-testid": "trigger" };

describe("trigger placeholders", () => {
  it("render what Radix renders for a closed menu's trigger, its id aside", () => {
    const radix = renderToString(
      <DropdownMenu.Root>
        <DropdownMenu.Trigger {...props}>Tema</DropdownMenu.Trigger>
      </DropdownMenu.Root>,
    );
    const placeholder = renderToString(
      <TriggerPlaceholder popup="menu" onOpen={() => {}} {...props}>
        Tema
      </TriggerPlaceholder>,
    );
    expect(radix.replace(/ id="[^"]*"/, "")).toBe(placeholder);
  });

  it("render what Radix renders for a closed dialog's trigger", () => {
    const radix = renderToString(
      <Dialog.Root open={false}>
        <Dialog.Trigger {...props}>Menu</Dialog.Trigger>
      </Dialog.Root>,
    );
    const placeholder = renderToString(
      <TriggerPlaceholder popup="dialog" onOpen={() => {}} {...props}>
        Menu
      </TriggerPlaceholder>,
    );
    expect(radix).toBe(placeholder);
    expect(placeholder).toContain('aria-haspopup="dialog" aria-expanded="false" data-state="closed"');
  });
});
