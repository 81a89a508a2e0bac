import { createRandom, type Random } from '../random';
import type { RgbImage } from './png';

type Rgb = readonly [number, number, number];

/** Side of the value-noise lattice; it wraps, which no picture of ours is wide enough to show. */
const LATTICE = 256;
/** Noise is evaluated on a grid this many pixels apart and interpolated between (4× less work). */
const NOISE_STEP = 2;

interface Palette {
  readonly skyTop: Rgb;
  readonly skyHorizon: Rgb;
  /** Far ridge to near ground. */
  readonly ridges: readonly [Rgb, Rgb, Rgb];
}

/** Daylight, dusk, misty morning and autumn: enough variety that neighbouring covers differ. */
const PALETTES: readonly Palette[] = [
  {
    skyTop: [62, 118, 190],
    skyHorizon: [196, 220, 236],
    ridges: [
      [96, 112, 140],
      [58, 104, 66],
      [30, 62, 34],
    ],
  },
  {
    skyTop: [58, 52, 110],
    skyHorizon: [246, 160, 96],
    ridges: [
      [112, 76, 102],
      [70, 44, 70],
      [32, 22, 36],
    ],
  },
  {
    skyTop: [150, 168, 180],
    skyHorizon: [226, 228, 222],
    ridges: [
      [150, 160, 166],
      [96, 118, 112],
      [52, 72, 64],
    ],
  },
  {
    skyTop: [90, 140, 200],
    skyHorizon: [238, 214, 170],
    ridges: [
      [128, 110, 104],
      [166, 102, 44],
      [92, 54, 26],
    ],
  },
];

/**
 * A landscape photograph's worth of detail, drawn from `seed`: a sky with clouds over three
 * ridges of textured hills, a vignette and sensor grain. Real covers are photographs, and a
 * photograph's fine detail is what makes a JPEG weigh 40–90 KB; a flat gradient would weigh a
 * fraction of that and flatter every download figure. Deterministic: same seed, same pixels.
 */
export function paintLandscape(width: number, height: number, seed: number): RgbImage {
  const random = createRandom(seed);
  const noise = valueNoise(random);
  const palette = jitter(random.pick(PALETTES), random);
  const ridgeLines = [0.42, 0.58, 0.74].map((base, layer) => ({
    base: base + (random.next() - 0.5) * 0.08,
    roughness: 0.14 + random.next() * 0.1,
    frequency: 2.5 + layer * 1.8,
    offset: random.next() * 100,
  }));
  const sample = sampledNoise(width, height, (x, y) => noise.fbm(x * 4, y * 9, 5));
  const texture = sampledNoise(width, height, (x, y) => noise.fbm(x * 36 + 17, y * 30, 4));
  const ridgeHeights = ridgeLines.map((ridge) =>
    Float32Array.from({ length: width }, (_, x) => {
      const nx = x / width;
      return ridge.base - ridge.roughness * noise.fbm(nx * ridge.frequency + ridge.offset, 3.7, 5);
    }),
  );

  const pixels = new Uint8Array(width * height * 3);
  const colour: [number, number, number] = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    const ny = y / height;
    for (let x = 0; x < width; x += 1) {
      const nx = x / width;
      // The nearest ridge this pixel lies below hides the ones behind it and the sky.
      let layer = 2;
      while (layer >= 0 && ny <= ridgeHeights[layer][x]) layer -= 1;
      if (layer < 0) {
        skyAt(palette, ny, sample(x, y), colour);
      } else {
        // Ground is darker lower down and carries fine texture (grass, rock, trees).
        const shade = 0.72 + 0.55 * texture(x, y) - 0.35 * (ny - ridgeHeights[layer][x]);
        const base = palette.ridges[layer];
        for (let c = 0; c < 3; c += 1) colour[c] = base[c] * shade;
      }
      const vignette = 1 - 0.7 * ((nx - 0.5) ** 2 + (ny - 0.5) ** 2);
      const grain = (random.next() - 0.5) * 12;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        pixels[offset + c] = clampByte(colour[c] * vignette + grain);
      }
    }
  }
  return { width, height, pixels };
}

function skyAt(palette: Palette, ny: number, cloudNoise: number, out: [number, number, number]) {
  const t = Math.min(1, ny / 0.6);
  // Clouds thin out towards the horizon.
  const cloud = Math.max(0, cloudNoise - 0.52) * 2.4 * Math.max(0, 1 - ny * 1.6);
  for (let c = 0; c < 3; c += 1) {
    const sky = palette.skyTop[c] + (palette.skyHorizon[c] - palette.skyTop[c]) * t;
    out[c] = sky + (250 - sky) * Math.min(1, cloud);
  }
}

function jitter(palette: Palette, random: Random): Palette {
  const shift = (rgb: Rgb): Rgb => {
    const by = (random.next() - 0.5) * 30;
    return [rgb[0] + by, rgb[1] + by * 0.8, rgb[2] + by * 0.6];
  };
  return {
    skyTop: shift(palette.skyTop),
    skyHorizon: shift(palette.skyHorizon),
    ridges: [shift(palette.ridges[0]), shift(palette.ridges[1]), shift(palette.ridges[2])],
  };
}

/** `field` at normalised coordinates, evaluated on a coarse grid and interpolated per pixel. */
function sampledNoise(
  width: number,
  height: number,
  field: (x: number, y: number) => number,
): (x: number, y: number) => number {
  const columns = Math.ceil(width / NOISE_STEP) + 1;
  const rows = Math.ceil(height / NOISE_STEP) + 1;
  const grid = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      grid[row * columns + column] = field(
        (column * NOISE_STEP) / width,
        (row * NOISE_STEP) / height,
      );
    }
  }
  return (x, y) => {
    const gx = x / NOISE_STEP;
    const gy = y / NOISE_STEP;
    const column = Math.floor(gx);
    const row = Math.floor(gy);
    const fx = gx - column;
    const fy = gy - row;
    const index = row * columns + column;
    const top = grid[index] + (grid[index + 1] - grid[index]) * fx;
    const below = index + columns;
    const bottom = grid[below] + (grid[below + 1] - grid[below]) * fx;
    return top + (bottom - top) * fy;
  };
}

/** Smooth value noise on a wrapping lattice, and its fractal sum over octaves. */
function valueNoise(random: Random) {
  const lattice = Float32Array.from({ length: LATTICE * LATTICE }, () => random.next());
  const at = (x: number, y: number) => lattice[(y & (LATTICE - 1)) * LATTICE + (x & (LATTICE - 1))];
  const noise = (x: number, y: number): number => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const xf = x - xi;
    const yf = y - yi;
    const u = xf * xf * (3 - 2 * xf);
    const v = yf * yf * (3 - 2 * yf);
    const a = at(xi, yi);
    const b = at(xi + 1, yi);
    const c = at(xi, yi + 1);
    const d = at(xi + 1, yi + 1);
    return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
  };
  return {
    fbm(x: number, y: number, octaves: number): number {
      let sum = 0;
      let amplitude = 0.5;
      let frequency = 1;
      for (let octave = 0; octave < octaves; octave += 1) {
        sum += amplitude * noise(x * frequency, y * frequency);
        amplitude *= 0.5;
        frequency *= 2.03;
      }
      return sum;
    },
  };
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}
