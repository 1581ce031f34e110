import { TextField } from "~/components/ui/text-field";
import { GUESTS_MAX } from "~/domain/guest-lists/forms";

/** The number of guests of an entry (0–50), as a numeric field with its hint and errors. */
export function GuestsField({
  id,
  label,
  hint,
  defaultValue,
  max = GUESTS_MAX,
  errors,
}: {
  id: string;
  label: string;
  hint?: string;
  defaultValue: number | string;
  max?: number;
  errors?: string[];
}) {
  return (
    <TextField
      id={id}
      name="guests"
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      required
      label={label}
      hint={hint}
      errors={errors}
      defaultValue={defaultValue}
      className="max-w-40"
    />
  );
}
