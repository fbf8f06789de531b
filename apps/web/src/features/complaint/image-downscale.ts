/**
 * Re-encodes an image as a JPEG in the browser, step by step (file-rules.ts decides the
 * steps), until it is below the size limit. Phone photos are often larger than the limit.
 */
import { MAX_FILE_BYTES } from '@portal/contracts/complaint';
import { firstStep, jpegName, nextStep, type EncodeStep } from './file-rules';

type Canvas = { draw: (bitmap: ImageBitmap, step: EncodeStep) => Promise<Blob | null> };

function offscreenCanvas(): Canvas {
  return {
    draw: async (bitmap, step) => {
      const canvas = new OffscreenCanvas(step.width, step.height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      paint(context, bitmap, step);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: step.quality });
    },
  };
}

function elementCanvas(): Canvas {
  return {
    draw: (bitmap, step) => {
      const canvas = document.createElement('canvas');
      canvas.width = step.width;
      canvas.height = step.height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.resolve(null);
      paint(context, bitmap, step);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', step.quality));
    },
  };
}

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, step: EncodeStep) {
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, step.width, step.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, step.width, step.height);
}

/** Some browsers have OffscreenCanvas without its 2d context; those draw on a page canvas. */
function pickCanvas(): Canvas {
  try {
    if (typeof OffscreenCanvas === 'function' && new OffscreenCanvas(1, 1).getContext('2d')) return offscreenCanvas();
  } catch {
    // Fall through to the element canvas.
  }
  return elementCanvas();
}

async function decode(file: File): Promise<ImageBitmap | null> {
  try {
    // Honour the camera's rotation, so a portrait photo stays upright.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Older engines refuse the option itself; decode without it.
    return createImageBitmap(file).catch(() => null);
  }
}

/** A JPEG below the limit, or null when the browser cannot read the image or it cannot be made to fit. */
export async function downscaleImage(file: File, limit: number = MAX_FILE_BYTES): Promise<File | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await decode(file);
  if (!bitmap) return null;
  const canvas = pickCanvas();
  try {
    let step: EncodeStep | null = firstStep(bitmap.width, bitmap.height);
    while (step) {
      const blob = await canvas.draw(bitmap, step).catch(() => null);
      if (blob && blob.size < limit) return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
      step = nextStep(step, blob?.size ?? Number.POSITIVE_INFINITY, limit);
    }
    return null;
  } finally {
    bitmap.close();
  }
}
