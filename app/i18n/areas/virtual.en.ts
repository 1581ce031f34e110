import type { Messages } from "../messages";

export const virtualEn: Messages["virtual"] = {
  sceneLabel: "3D view of the virtual temple",
  loading: "Loading the 3D view…",
  help: "Drag to rotate and use the wheel or two fingers to zoom. With the keyboard, select the view, then use the arrow keys to rotate and the + and − keys to move closer or further away; or use the buttons below.",
  controls: "View controls",
  rotateLeft: "Rotate left",
  rotateRight: "Rotate right",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  fallbackTitle: "The 3D view is not available",
  fallbackText:
    "This browser or device does not support WebGL, which the 3D view needs. Below you will find a description of the temple.",
  descriptionTitle: "What the temple looks like",
  description:
    "The virtual temple is the centre's imaginary home: a classical temple on three steps of pale stone, surrounded by a lawn. Twenty-four white columns, six on the short sides and eight on the long sides, carry a stone entablature and a terracotta gabled roof, with a triangular pediment on each front.",
  exhibits:
    "Inside the colonnade five coloured panels are on show, alternating right and left along the nave: crimson, orange, green, blue and purple, the colours of the centre's events.",
};
