import { data } from "react-router";

/** Catch-all of each area: a 404 rendered by the nearest layout's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
