import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "../ui/button";
import {
  type CameraProblem,
  cameraPermissionGranted,
  cameraSupported,
  openCamera,
  problemOf,
  stopStream,
  storeCamera,
  storedCamera,
  streamDeviceId,
  videoInputs,
} from "./camera-stream";
import { loadQrDetector, type QrDetector } from "./qr-detector";
import { createScanDedupe, scanDelay } from "./scan-dedupe";
import { Viewfinder } from "./viewfinder";

type Status = "idle" | "starting" | "running" | CameraProblem;

/**
 * The door's camera reader. It starts on a press of its button, or by itself when the browser
 * already allows the camera; the rear camera unless another was chosen with the switch. It keeps
 * reading while a verdict is on screen, so the next code answers at once; the code just answered is
 * not reported again until another one has been (`scan-dedupe.ts`), or until `forget` changes (staff
 * pressed "Next" and want the code in front read anew). While `holding` (an answer is on its way)
 * codes are not reported: they count once it ends. `subject` says what to hold up.
 */
export function QrCamera({
  onCode,
  holding = false,
  forget = 0,
  subject = "card",
}: {
  onCode: (text: string) => void;
  holding?: boolean;
  forget?: number;
  subject?: "card" | "any";
}) {
  const { t } = useTranslation();
  const currentId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const attempt = useRef(0);
  const wanted = useRef(false);
  const holdingNow = useRef(holding);
  holdingNow.current = holding;
  const report = useRef(onCode);
  const [dedupe] = useState(createScanDedupe);
  const [status, setStatus] = useState<Status>("idle");
  const [detector, setDetector] = useState<QrDetector | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>();

  useEffect(() => {
    report.current = onCode;
  });

  const release = useCallback(() => {
    attempt.current += 1;
    stopStream(stream.current);
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const start = useCallback(
    async (preferred: string | null) => {
      release();
      const id = attempt.current;
      wanted.current = true;
      setStatus("starting");
      const detecting = loadQrDetector();
      // Awaited below; this keeps a failed load from being reported as unhandled meanwhile.
      detecting.catch(() => undefined);
      try {
        const opened = await openCamera(preferred);
        if (id !== attempt.current) return stopStream(opened);
        stream.current = opened;
        const element = video.current;
        if (element) {
          element.muted = true;
          element.srcObject = opened;
          await element.play();
        }
        const found = await detecting;
        const inputs = await videoInputs();
        if (id !== attempt.current) return;
        setDetector(found);
        setDeviceId(streamDeviceId(opened));
        setCameras(inputs);
        setStatus("running");
      } catch (error) {
        if (id !== attempt.current) return;
        release();
        wanted.current = false;
        setStatus(problemOf(error));
      }
    },
    [release],
  );

  useEffect(() => {
    if (!cameraSupported()) {
      setStatus("unsupported");
      return;
    }
    let mounted = true;
    cameraPermissionGranted().then((granted) => {
      if (!granted || !mounted || wanted.current) return;
      void start(storedCamera());
    });
    return () => {
      mounted = false;
      release();
    };
  }, [start, release]);

  // "Next": the code in front of the camera is read anew, even the one just answered.
  const forgotten = useRef(forget);
  useEffect(() => {
    if (forgotten.current === forget) return;
    forgotten.current = forget;
    dedupe.reset();
  }, [forget, dedupe]);

  // A camera plugged in or out while scanning shows or hides the switch.
  useEffect(() => {
    if (status !== "running") return;
    const update = () => {
      videoInputs().then(setCameras, () => undefined);
    };
    navigator.mediaDevices.addEventListener("devicechange", update);
    return () => navigator.mediaDevices.removeEventListener("devicechange", update);
  }, [status]);

  useEffect(() => {
    if (status !== "running" || !detector) return;
    let timer = 0;
    let live = true;
    const tick = async () => {
      const element = video.current;
      const startedAt = performance.now();
      let codes: string[] = [];
      if (element && element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        try {
          codes = (await detector.detect(element)).map((barcode) => barcode.rawValue);
        } catch {
          // An undecodable frame: the next one may be fine.
        }
      }
      if (!live) return;
      const now = performance.now();
      timer = window.setTimeout(tick, scanDelay(startedAt, now));
      // Codes seen while an answer is on its way are not marked as seen: they count once it ends.
      if (holdingNow.current) return;
      for (const code of dedupe.observe(codes, now)) report.current(code);
    };
    timer = window.setTimeout(tick, 0);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [status, detector, dedupe]);

  const turnOff = () => {
    release();
    wanted.current = false;
    setStatus("idle");
  };

  const switchCamera = () => {
    const index = cameras.findIndex((camera) => camera.deviceId === deviceId);
    const next = cameras[(index + 1) % cameras.length];
    if (!next) return;
    storeCamera(next.deviceId);
    void start(next.deviceId);
  };

  const on = status === "starting" || status === "running";
  const current = cameras.findIndex((camera) => camera.deviceId === deviceId);
  const currentLabel =
    cameras[current]?.label || t("door.camera.unnamed", { number: Math.max(current, 0) + 1 });

  return (
    <section aria-label={t("door.camera.label")} className="space-y-3">
      <Viewfinder video={video} showing={status === "running"} hint={t("door.camera.viewfinder")} />
      <p role="status" aria-live="polite" className="min-h-6 text-base">
        {status === "running" && subject === "any" ? t("door.camera.runningAny") : t(`door.camera.${status}`)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {status === "blocked" ? (
          <Button onClick={() => window.location.reload()}>{t("door.camera.reload")}</Button>
        ) : status === "unsupported" ? null : on ? (
          <Button variant="secondary" onClick={turnOff} data-testid="camera-toggle">
            {t("door.camera.stop")}
          </Button>
        ) : (
          <Button onClick={() => void start(storedCamera())} data-testid="camera-toggle">
            {status === "idle" ? t("door.camera.start") : t("door.camera.retry")}
          </Button>
        )}
        {on && cameras.length > 1 ? (
          <>
            <Button variant="secondary" onClick={switchCamera} aria-describedby={currentId}>
              {t("door.camera.switch")}
            </Button>
            <span id={currentId} className="text-sm text-muted">
              {t("door.camera.current", { label: currentLabel })}
            </span>
          </>
        ) : null}
      </div>
    </section>
  );
}
