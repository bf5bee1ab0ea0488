/**
 * The centre square of a picture, drawn on a canvas and encoded as JPEG: what the browser sends as a
 * profile picture (the server re-encodes it anyway). Orientation is applied by the browser's decoder.
 */
const OUTPUT_PX = 512;

export async function cropToSquare(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = OUTPUT_PX;
    canvas.height = OUTPUT_PX;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, OUTPUT_PX, OUTPUT_PX);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the picture'))), 'image/jpeg', 0.9),
    );
  } finally {
    bitmap.close();
  }
}
