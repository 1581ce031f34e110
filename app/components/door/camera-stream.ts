/** localStorage key of the camera last chosen with the switch button (a device id, per browser). */
export const CAMERA_STORAGE_KEY = "door-camera";

/** Why the camera is not showing, each with its own message in `door.camera.*`. */
export type CameraProblem = "denied" | "noCamera" | "unsupported" | "blocked" | "inUse" | "failed";

/** getUserMedia exists only in secure contexts (HTTPS or localhost) of browsers that have it. */
export function cameraSupported(): boolean {
  return window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === "function";
}

type PolicyDocument = Document & { featurePolicy?: { allowsFeature(feature: string): boolean } };

/**
 * False when the document's Permissions-Policy denies the camera: the page was reached by a client
 * navigation from a page without the camera (ADR 017), so only a reload helps. Unknown elsewhere.
 */
export function cameraAllowedByPolicy(): boolean {
  const policy = (document as PolicyDocument).featurePolicy;
  return policy ? policy.allowsFeature("camera") : true;
}

/** True when the browser says the camera was already allowed, so the scanner may start by itself. */
export async function cameraPermissionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: "camera" as PermissionName });
    return status.state === "granted";
  } catch {
    // Firefox and older Safari do not know the "camera" permission name: ask for a gesture instead.
    return false;
  }
}

const FRAME = { width: { ideal: 1280 }, height: { ideal: 720 } };

function isMissingDevice(error: unknown): boolean {
  const name = error instanceof DOMException ? error.name : "";
  return name === "NotFoundError" || name === "OverconstrainedError";
}

/** The remembered camera when it still exists, the rear one otherwise. */
export async function openCamera(deviceId: string | null): Promise<MediaStream> {
  if (deviceId) {
    try {
      return await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { ...FRAME, deviceId: { exact: deviceId } },
      });
    } catch (error) {
      if (!isMissingDevice(error)) throw error;
    }
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { ...FRAME, facingMode: { ideal: "environment" } },
  });
}

export function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return cameraAllowedByPolicy() ? "denied" : "blocked";
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") return "noCamera";
  if (name === "NotReadableError" || name === "AbortError") return "inUse";
  if (name === "TypeError") return "unsupported";
  return "failed";
}

/** The video inputs; their labels are known once a camera has been allowed. */
export async function videoInputs(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === "videoinput" && device.deviceId !== "");
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function streamDeviceId(stream: MediaStream): string | undefined {
  return stream.getVideoTracks()[0]?.getSettings().deviceId;
}

/** Private browsing and full storage refuse localStorage: the choice is then simply not kept. */
export function storedCamera(): string | null {
  try {
    return window.localStorage.getItem(CAMERA_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeCamera(deviceId: string): void {
  try {
    window.localStorage.setItem(CAMERA_STORAGE_KEY, deviceId);
  } catch {
    // Not kept: the next visit starts with the rear camera.
  }
}
