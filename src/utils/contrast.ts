/** WCAG 2 colour contrast, for colours written as `#rrggbb` or `rgb(r, g, b)`. */

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = /^#([\da-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color.trim());
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Unsupported colour "${color}": write it as #rrggbb or rgb(r, g, b).`);
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(color: string): number {
  const [r, g, b] = parseColor(color).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `color`, darkened (on light backgrounds) or lightened (on dark ones) in small steps until it
 * reaches `minimum` contrast against every background; unchanged when it already does.
 */
export function withContrast(color: string, backgrounds: readonly string[], minimum = 4.5): string {
  const target: Rgb =
    relativeLuminance(backgrounds[0] ?? '#ffffff') > 0.5 ? [0, 0, 0] : [255, 255, 255];
  let current = parseColor(color);
  for (let step = 0; step < 50; step += 1) {
    const hex = toHex(current);
    if (backgrounds.every((background) => contrastRatio(hex, background) >= minimum)) {
      return step === 0 ? color : hex;
    }
    current = current.map(
      (channel, index) => channel + ((target[index] ?? 0) - channel) * 0.08,
    ) as Rgb;
  }
  return toHex(target);
}
