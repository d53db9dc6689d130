/**
 * THE tone map: the six semantic colours of the design system and the classes each one gives.
 * Every toned component (button, chip, badge, alert, avatar, stat card, progress, timeline …)
 * reads its classes here, so a tone is added or changed in one place. The class names are written
 * out in full: Tailwind only sees literal class names (no class built from a template string, no
 * list of class names kept for Tailwind's sake).
 */
export const TONES = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const
export type Tone = (typeof TONES)[number]

export interface ToneClasses {
  /** Filled background (white text goes on it): the accessible fill shade of the tone (styles/index.css). */
  solid: string
  /** Tonal: light background and toned text (chips, icon tiles, tonal buttons and alerts). */
  soft: string
  /** Hover of a tonal surface. */
  softHover: string
  /** Toned text only. */
  text: string
  /** Toned border (outlined variants). */
  border: string
  /** Light hover of a text or outlined control. */
  hover: string
  /** Focus or active ring. */
  ring: string
  /** Solid dot with a light halo (timeline, status dots). */
  dot: string
  /** Light track behind a bar (progress). */
  track: string
}

export const toneClasses: Record<Tone, ToneClasses> = {
  primary: {
    solid: 'bg-primary-fill',
    soft: 'bg-primary/15 text-primary',
    softHover: 'hover:bg-primary/25',
    text: 'text-primary',
    border: 'border-primary',
    hover: 'hover:bg-primary/10',
    ring: 'ring-primary',
    dot: 'bg-primary ring-primary/20',
    track: 'bg-primary/15',
  },
  secondary: {
    solid: 'bg-secondary-fill',
    soft: 'bg-secondary/15 text-secondary',
    softHover: 'hover:bg-secondary/25',
    text: 'text-secondary',
    border: 'border-secondary',
    hover: 'hover:bg-secondary/10',
    ring: 'ring-secondary',
    dot: 'bg-secondary ring-secondary/20',
    track: 'bg-secondary/15',
  },
  success: {
    solid: 'bg-success-fill',
    soft: 'bg-success/15 text-success',
    softHover: 'hover:bg-success/25',
    text: 'text-success',
    border: 'border-success',
    hover: 'hover:bg-success/10',
    ring: 'ring-success',
    dot: 'bg-success ring-success/20',
    track: 'bg-success/15',
  },
  info: {
    solid: 'bg-info-fill',
    soft: 'bg-info/15 text-info',
    softHover: 'hover:bg-info/25',
    text: 'text-info',
    border: 'border-info',
    hover: 'hover:bg-info/10',
    ring: 'ring-info',
    dot: 'bg-info ring-info/20',
    track: 'bg-info/15',
  },
  warning: {
    solid: 'bg-warning-fill',
    soft: 'bg-warning/15 text-warning',
    softHover: 'hover:bg-warning/25',
    text: 'text-warning',
    border: 'border-warning',
    hover: 'hover:bg-warning/10',
    ring: 'ring-warning',
    dot: 'bg-warning ring-warning/20',
    track: 'bg-warning/15',
  },
  error: {
    solid: 'bg-error-fill',
    soft: 'bg-error/15 text-error',
    softHover: 'hover:bg-error/25',
    text: 'text-error',
    border: 'border-error',
    hover: 'hover:bg-error/10',
    ring: 'ring-error',
    dot: 'bg-error ring-error/20',
    track: 'bg-error/15',
  },
}

/** The classes of one tone (default primary). */
export function tone(t: Tone = 'primary'): ToneClasses {
  return toneClasses[t]
}
