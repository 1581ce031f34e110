import {
  BoxGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  Shape,
} from "three";

const STONE = new MeshStandardMaterial({ color: 0xe7e0d3, roughness: 0.85 });
const MARBLE = new MeshStandardMaterial({ color: 0xf5f1ea, roughness: 0.6 });
const ROOF = new MeshStandardMaterial({ color: 0xb45f3c, roughness: 0.8 });

/** The exhibits inside the colonnade: one panel per colour of the centre's event palette. */
const EXHIBITS = [0x9f1239, 0xd97706, 0x15803d, 0x1d4ed8, 0x7e22ce];

const WIDTH = 12;
const DEPTH = 18;
const COLUMN_HEIGHT = 5;

/** A peripteral temple (6 × 8 columns) on three steps, with pediments and a tiled roof. */
export function buildTemple(): Group {
  const temple = new Group();
  const floor = new Mesh(
    new PlaneGeometry(80, 80),
    new MeshStandardMaterial({ color: 0x6b8f5e, roughness: 1 }),
  );
  floor.rotation.x = -Math.PI / 2;
  temple.add(floor);

  for (let step = 0; step < 3; step++) {
    const grow = (3 - step) * 0.8;
    const slab = new Mesh(new BoxGeometry(WIDTH + grow, 0.3, DEPTH + grow), STONE);
    slab.position.y = 0.15 + step * 0.3;
    temple.add(slab);
  }
  const base = 0.9;

  const column = new CylinderGeometry(0.35, 0.42, COLUMN_HEIGHT, 20);
  const addColumn = (x: number, z: number) => {
    const mesh = new Mesh(column, MARBLE);
    mesh.position.set(x, base + COLUMN_HEIGHT / 2, z);
    temple.add(mesh);
  };
  const xs = Array.from({ length: 6 }, (_, i) => -WIDTH / 2 + 0.8 + (i * (WIDTH - 1.6)) / 5);
  const zs = Array.from({ length: 8 }, (_, i) => -DEPTH / 2 + 0.8 + (i * (DEPTH - 1.6)) / 7);
  for (const x of xs) for (const z of [zs[0] ?? 0, zs[7] ?? 0]) addColumn(x, z);
  for (const z of zs.slice(1, -1)) for (const x of [xs[0] ?? 0, xs[5] ?? 0]) addColumn(x, z);

  const top = base + COLUMN_HEIGHT;
  const entablature = new Mesh(new BoxGeometry(WIDTH, 0.9, DEPTH), STONE);
  entablature.position.y = top + 0.45;
  temple.add(entablature);

  const gable = new Shape();
  gable.moveTo(-WIDTH / 2, 0);
  gable.lineTo(WIDTH / 2, 0);
  gable.lineTo(0, 2.2);
  gable.closePath();
  const pediment = new Mesh(new ExtrudeGeometry(gable, { depth: DEPTH, bevelEnabled: false }), ROOF);
  pediment.position.set(0, top + 0.9, -DEPTH / 2);
  temple.add(pediment);

  EXHIBITS.forEach((color, index) => {
    const panel = new Mesh(
      new BoxGeometry(1.8, 2.4, 0.12),
      new MeshStandardMaterial({ color, roughness: 0.5 }),
    );
    const side = index % 2 === 0 ? -1 : 1;
    panel.position.set(side * 2.6, base + 1.6, -DEPTH / 2 + 3 + index * 2.8);
    panel.rotation.y = (side * Math.PI) / 2;
    temple.add(panel);
  });
  return temple;
}
