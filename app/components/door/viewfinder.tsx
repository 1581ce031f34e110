import type { RefObject } from "react";

/** The video with a square frame over it; the frame shows even before the camera starts. */
export function Viewfinder({
  video,
  showing,
  hint,
}: {
  video: RefObject<HTMLVideoElement | null>;
  showing: boolean;
  hint: string;
}) {
  const corner = "absolute h-10 w-10 border-white drop-shadow-[0_0_2px_rgb(0_0_0)]";
  return (
    <div className="relative mx-auto aspect-[4/3] w-full max-w-xl overflow-hidden rounded-lg bg-black">
      <video
        ref={video}
        muted
        playsInline
        className={`h-full w-full object-cover ${showing ? "" : "invisible"}`}
      />
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <div className="relative aspect-square h-[70%]">
          <span className={`${corner} top-0 left-0 rounded-tl-lg border-t-4 border-l-4`} />
          <span className={`${corner} top-0 right-0 rounded-tr-lg border-t-4 border-r-4`} />
          <span className={`${corner} bottom-0 left-0 rounded-bl-lg border-b-4 border-l-4`} />
          <span className={`${corner} right-0 bottom-0 rounded-br-lg border-r-4 border-b-4`} />
        </div>
        {showing ? (
          <span className="absolute bottom-3 rounded bg-black/70 px-2 py-1 text-sm text-white">{hint}</span>
        ) : null}
      </div>
    </div>
  );
}
