import { describe, expect, it } from "vitest";
import { actionForKey, applyAction, ORBIT_LIMITS } from "~/components/virtual/orbit";

const start = { azimuth: 0, polar: 1, distance: 20 };

describe("virtual temple view controls", () => {
  it("maps arrow keys to rotation and +/- to zoom, and ignores other keys", () => {
    expect(actionForKey("ArrowLeft")).toBe("rotate-left");
    expect(actionForKey("ArrowDown")).toBe("rotate-down");
    expect(actionForKey("+")).toBe("zoom-in");
    expect(actionForKey("-")).toBe("zoom-out");
    expect(actionForKey("Tab")).toBeUndefined();
  });

  it("rotates left and right by the same step", () => {
    const left = applyAction(start, "rotate-left");
    expect(left.azimuth).toBeLessThan(0);
    expect(applyAction(left, "rotate-right").azimuth).toBeCloseTo(0);
  });

  it("never zooms or tilts past the limits", () => {
    let orbit = start;
    for (let i = 0; i < 30; i++) orbit = applyAction(applyAction(orbit, "zoom-in"), "rotate-down");
    expect(orbit.distance).toBe(ORBIT_LIMITS.minDistance);
    expect(orbit.polar).toBe(ORBIT_LIMITS.maxPolar);
    for (let i = 0; i < 30; i++) orbit = applyAction(applyAction(orbit, "zoom-out"), "rotate-up");
    expect(orbit.distance).toBe(ORBIT_LIMITS.maxDistance);
    expect(orbit.polar).toBe(ORBIT_LIMITS.minPolar);
  });
});
