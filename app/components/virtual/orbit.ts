/** What a key or a button asks of the view; shared by the keyboard handler and the on-screen buttons. */
export type ViewAction =
  | "rotate-left"
  | "rotate-right"
  | "rotate-up"
  | "rotate-down"
  | "zoom-in"
  | "zoom-out";

const KEYS: Record<string, ViewAction> = {
  ArrowLeft: "rotate-left",
  ArrowRight: "rotate-right",
  ArrowUp: "rotate-up",
  ArrowDown: "rotate-down",
  "+": "zoom-in",
  "=": "zoom-in",
  "-": "zoom-out",
  _: "zoom-out",
};

export function actionForKey(key: string): ViewAction | undefined {
  return KEYS[key];
}

export type Orbit = { azimuth: number; polar: number; distance: number };
export const ORBIT_LIMITS = { minDistance: 9, maxDistance: 40, minPolar: 0.25, maxPolar: 1.45 } as const;

const ROTATE_STEP = Math.PI / 12;
const ZOOM_FACTOR = 1.2;

/** The camera position after one step, kept above the floor and within the zoom range. */
export function applyAction(orbit: Orbit, action: ViewAction): Orbit {
  const { minDistance, maxDistance, minPolar, maxPolar } = ORBIT_LIMITS;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  switch (action) {
    case "rotate-left":
      return { ...orbit, azimuth: orbit.azimuth - ROTATE_STEP };
    case "rotate-right":
      return { ...orbit, azimuth: orbit.azimuth + ROTATE_STEP };
    case "rotate-up":
      return { ...orbit, polar: clamp(orbit.polar - ROTATE_STEP / 2, minPolar, maxPolar) };
    case "rotate-down":
      return { ...orbit, polar: clamp(orbit.polar + ROTATE_STEP / 2, minPolar, maxPolar) };
    case "zoom-in":
      return { ...orbit, distance: clamp(orbit.distance / ZOOM_FACTOR, minDistance, maxDistance) };
    case "zoom-out":
      return { ...orbit, distance: clamp(orbit.distance * ZOOM_FACTOR, minDistance, maxDistance) };
  }
}
