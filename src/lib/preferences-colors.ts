// Colour arithmetic of the customizer's primary colour: WCAG contrast and the accessible shades.

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16)
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const ch = (shift: number) => lin(((n >> shift) & 255) / 255)
  return 0.2126 * ch(16) + 0.7152 * ch(8) + 0.0722 * ch(0)
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `hex` moved toward `target` by `t` (0 to 1), in sRGB: `mix(c, '#ffffff', 0.2)` is a 20 % tint. */
export function mix(hex: string, target: string, t: number): string {
  const a = parseInt(hex.slice(1), 16)
  const b = parseInt(target.slice(1), 16)
  const ch = (s: number) => Math.round(((a >> s) & 255) * (1 - t) + ((b >> s) & 255) * t)
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`
}

/** Text needs 4.5:1 (WCAG 1.4.3); a little margin absorbs rounding and anti-aliasing. */
const TEXT_CONTRAST = 4.6
/** The page surfaces of each theme (styles/index.css), and the primary tint chips and tonal buttons sit on. */
const LIGHT_SURFACES = ['#ffffff', '#f4f5fa', '#f7f7f9']
const DARK_SURFACES = ['#28243d', '#312d4b', '#2a263f']
const TINT = 0.16

/** The first step from `hex` toward `target` whose colour passes `ok` (the colour itself if it does). */
function shadeUntil(hex: string, target: string, ok: (c: string) => boolean): string {
  for (let t = 0; t <= 1; t += 0.02) {
    const c = mix(hex, target, t)
    if (ok(c)) return c
  }
  return target
}

export interface ToneShades {
  /** Background of filled controls under white text (4.5:1 against white). */
  fill: string
  /** Hover and pressed shade of `fill`, and the far end of the brand gradients. */
  fillDark: string
  /** Primary-coloured text on the light theme's surfaces and primary tints. */
  inkLight: string
  /** Primary-coloured text on the dark theme's surfaces and primary tints. */
  inkDark: string
}

/**
 * The accessible treatment of any primary colour (DECISIONS: the brand colour stays, for the logo,
 * gradients' start, focus rings and decoration): text and filled controls take the nearest shade
 * that reaches 4.5:1, darker for white text and light surfaces, lighter on dark surfaces.
 */
export function accessibleShades(primary: string): ToneShades {
  const readableOn = (surfaces: string[]) => (c: string) =>
    surfaces.every((s) => contrast(c, s) >= TEXT_CONTRAST && contrast(c, mix(s, c, TINT)) >= TEXT_CONTRAST)
  const fill = shadeUntil(primary, '#000000', (c) => contrast(c, '#ffffff') >= TEXT_CONTRAST)
  return {
    fill,
    fillDark: mix(fill, '#000000', 0.1),
    inkLight: shadeUntil(primary, '#000000', readableOn(LIGHT_SURFACES)),
    inkDark: shadeUntil(primary, '#ffffff', readableOn(DARK_SURFACES)),
  }
}
