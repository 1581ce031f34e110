import type { FeeMethod } from "./fee-method";
import { MEMBERSHIP_CATEGORIES, type MEMBERSHIP_TYPES } from "./request-form";
import type { MembershipState } from "./state";

/**
 * One name for each thing: the label of a membership's type, category and state, the same on every
 * screen (the member's form and card, the members list, the card view, the door), in every export
 * and mail. The words are in `app/i18n/areas/member-labels.*.ts`; nothing else names them.
 */

/** A translation function: i18next's `t`, or the export's `translate`. */
type Translate = (key: string) => string;

type MembershipType = (typeof MEMBERSHIP_TYPES)[number];
type MembershipCategory = (typeof MEMBERSHIP_CATEGORIES)[number];

export const isKnownCategory = (value: string): value is MembershipCategory =>
  (MEMBERSHIP_CATEGORIES as readonly string[]).includes(value);

export const typeLabelKey = (type: MembershipType) => `memberLabels.types.${type}` as const;
export const categoryLabelKey = (category: MembershipCategory) =>
  `memberLabels.categories.${category}` as const;
export const stateLabelKey = (state: MembershipState) => `memberLabels.states.${state}` as const;

export function typeLabel(t: Translate, type: MembershipType): string {
  return t(typeLabelKey(type));
}

/** A category in the reader's language; one the centre no longer offers shows as stored; none is null. */
export function categoryLabel(t: Translate, category: string | null | undefined): string | null {
  if (!category) return null;
  return isKnownCategory(category) ? t(categoryLabelKey(category)) : category;
}

export function stateLabel(t: Translate, state: MembershipState): string {
  return t(stateLabelKey(state));
}

export const feeMethodLabelKey = (method: FeeMethod) => `fees.methods.${method}` as const;

/** How a fee was paid (ADR 050): the same words on the card view, the receipt, the exports and the summary. */
export function feeMethodLabel(t: Translate, method: FeeMethod): string {
  return t(feeMethodLabelKey(method));
}
