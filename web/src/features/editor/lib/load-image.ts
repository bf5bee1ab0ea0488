/**
 * The photo the editor opens, loaded before the editor mounts so a failure is known (and said) at
 * once. crossOrigin 'anonymous' keeps the canvas exportable wherever the media is served from.
 */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The photo could not be loaded: ${url}`));
    image.src = url;
  });
}
