import {
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { applyAction, ORBIT_LIMITS, type ViewAction } from "./orbit";
import { buildTemple } from "./temple-model";

export type TempleView = { act: (action: ViewAction) => void; dispose: () => void };

/** Draws the temple into `host` and returns the controls used by keys and buttons. */
export function mountTemple(
  host: HTMLElement,
  options: { reducedMotion: boolean; dark: boolean },
): TempleView {
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.domElement.setAttribute("aria-hidden", "true");
  renderer.domElement.className = "block h-full w-full";
  host.append(renderer.domElement);

  const scene = new Scene();
  scene.background = new Color(options.dark ? 0x1e293b : 0xbfdbfe);
  scene.add(new HemisphereLight(0xffffff, 0x4b5563, 1.6));
  const sun = new DirectionalLight(0xffffff, 2);
  sun.position.set(12, 20, 10);
  scene.add(sun, buildTemple());

  const camera = new PerspectiveCamera(50, 1, 0.1, 200);
  const target = new Vector3(0, 3, 0);
  // A narrow (phone) view starts further away so the whole temple fits across.
  const aspect = host.clientWidth / host.clientHeight || 1;
  const distance = Math.min(ORBIT_LIMITS.maxDistance, 24 / Math.min(1, aspect));
  camera.position.setFromSpherical(new Spherical(distance, 1.15, 0.6)).add(target);

  const controls = new OrbitControls(camera, renderer.domElement);
  controls.target.copy(target);
  controls.minDistance = ORBIT_LIMITS.minDistance;
  controls.maxDistance = ORBIT_LIMITS.maxDistance;
  controls.minPolarAngle = ORBIT_LIMITS.minPolar;
  controls.maxPolarAngle = ORBIT_LIMITS.maxPolar;
  controls.enablePan = false;
  // Reduced motion: the scene moves only when the visitor moves it.
  controls.autoRotate = !options.reducedMotion;
  controls.autoRotateSpeed = 0.5;
  const stopAutoRotate = () => {
    controls.autoRotate = false;
  };
  controls.addEventListener("start", stopAutoRotate);

  // A frame is drawn only when the view changes: while the temple turns by itself, after a key, a
  // button, a drag or a resize. A still temple costs a phone's battery nothing.
  let frame = 0;
  const draw = () => {
    frame = 0;
    // update() turns the camera while auto-rotating; a change it makes asks for the next frame.
    controls.update();
    renderer.render(scene, camera);
  };
  const requestDraw = () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener("change", requestDraw);

  const resize = () => {
    const { clientWidth, clientHeight } = host;
    if (!clientWidth || !clientHeight) return;
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
    requestDraw();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  resize();
  requestDraw();

  return {
    act(action) {
      stopAutoRotate();
      const offset = camera.position.clone().sub(controls.target);
      const spherical = new Spherical().setFromVector3(offset);
      const next = applyAction(
        { azimuth: spherical.theta, polar: spherical.phi, distance: spherical.radius },
        action,
      );
      camera.position
        .setFromSpherical(new Spherical(next.distance, next.polar, next.azimuth))
        .add(controls.target);
      controls.update();
    },
    dispose() {
      cancelAnimationFrame(frame);
      frame = 0;
      observer.disconnect();
      controls.removeEventListener("start", stopAutoRotate);
      controls.removeEventListener("change", requestDraw);
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
