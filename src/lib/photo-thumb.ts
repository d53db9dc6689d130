/** The largest avatar (CSS px) the 96 px copies of the seeded model portraits serve at 2x (scripts/make-thumbs.ts). */
const THUMB_MAX = 48

/**
 * What an avatar of `size` px shows for picture `src`: a seeded model portrait (an SVG, each a
 * document of its own, parsed, styled, laid out and painted on the main thread: ~5-15 ms each on a
 * tablet, a list row's cost) as its small WebP copy, decoded off the main thread, when the avatar
 * is at most 48 px; any other picture (an upload, a user's avatar) as it is.
 */
export function avatarSource(src: string, size: number): string {
  if (size > THUMB_MAX) return src
  const portrait = /^\/images\/models\/(m\d+-\d+)\.svg$/.exec(src)
  return portrait ? `/images/models/thumbs/${portrait[1]}.webp` : src
}
