import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { Field } from "~/components/ui/form";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

type Place = { code: string; label: string; until: number | null };

/**
 * A place of birth typed with suggestions: municipalities (former ones too, with the year they
 * ceased) or countries, fetched from /api/places as the person types. Without JavaScript it is a
 * plain text field; the server resolves what was typed either way.
 */
export function PlaceField({
  field,
  kind,
  label,
  hint,
  onValue,
}: {
  field: FieldMetadata<string | undefined>;
  kind: "city" | "country" | null;
  label: string;
  hint?: string;
  onValue?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const listId = useId();
  const [places, setPlaces] = useState<Place[]>([]);
  const [query, setQuery] = useState("");
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!kind || query.trim().length < 2) {
      setPlaces([]);
      return;
    }
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      // Countries come named in the page's language (ADR 061).
      const url = `/api/places?kind=${kind}&locale=${locale}&q=${encodeURIComponent(query.trim())}`;
      fetch(url, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { places: [] }))
        .then((body: { places: Place[] }) => setPlaces(body.places))
        .catch(() => {
          // Offline or aborted: the field stays a plain text field.
        });
    }, 150);
    return () => clearTimeout(timer);
  }, [kind, query, locale]);

  return (
    <>
      <Field
        field={field}
        type="text"
        label={label}
        hint={hint}
        autoComplete="off"
        list={kind ? listId : undefined}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          onValue?.(event.currentTarget.value);
        }}
      />
      {kind && (
        <datalist id={listId}>
          {places.map((place) => (
            <option key={place.code} value={place.label}>
              {place.until ? t("membership.form.until", { year: place.until }) : undefined}
            </option>
          ))}
        </datalist>
      )}
    </>
  );
}
