import { useTranslation } from 'react-i18next'

/** Sample people of the demos (names in `sample.people`, roles in `sample.roles`). */
export const PEOPLE = ['a', 'b', 'c', 'd', 'e', 'f'] as const
export type Person = (typeof PEOPLE)[number]

/** Local pictures (public/images/avatars), so the demos work offline. */
export const photoOf = (p: Person) => `/images/avatars/${PEOPLE.indexOf(p) + 1}.svg`

/** The sample people with their translated name, role and picture. */
export function usePeople() {
  const { t } = useTranslation('demos')
  return PEOPLE.map((id) => ({ id, name: t(`sample.people.${id}`), role: t(`sample.roles.${id}`), src: photoOf(id) }))
}
