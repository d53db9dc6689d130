import { createContext, useContext, useId } from 'react'

type IconComponent = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>

/**
 * An SVG sprite for the icons a table repeats in every row (status, row actions): each icon is
 * drawn once, in a hidden `<svg>` of `<symbol>`s, and each row shows it with a two-element
 * `<svg><use/></svg>` instead of the icon's whole path tree. `currentColor` follows the row's
 * text colour as with inline icons; sizes come from the same classes (`[&_svg]:size-…`).
 *
 *   const rowIcons = createIconSprite({ edit: Pencil, delete: Trash2 })
 *   <rowIcons.Sprite>{table}</rowIcons.Sprite>   (once, around the table)
 *   <rowIcons.Icon name="edit" />                (in a row: decorative, aria-hidden)
 *
 * The symbols' ids are unique per Sprite (two tables on a screen do not share them).
 */
export function createIconSprite<Name extends string>(icons: Record<Name, IconComponent>) {
  const Prefix = createContext<string | null>(null)
  const names = Object.keys(icons) as Name[]

  function Sprite({ children }: { children: React.ReactNode }) {
    const prefix = `sprite${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
    return (
      <Prefix.Provider value={prefix}>
        <svg aria-hidden width="0" height="0" className="absolute size-0 overflow-hidden" focusable="false">
          {names.map((name) => {
            const Drawn: IconComponent = icons[name]
            return (
              <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
                <Drawn />
              </symbol>
            )
          })}
        </svg>
        {children}
      </Prefix.Provider>
    )
  }

  /** One icon of the sprite (outside a Sprite: the icon itself, inline). */
  function Icon({ name, className }: { name: Name; className?: string }) {
    const prefix = useContext(Prefix)
    if (prefix === null) {
      const Inline: IconComponent = icons[name]
      return <Inline aria-hidden className={className} />
    }
    return (
      <svg aria-hidden viewBox="0 0 24 24" width="24" height="24" className={className} focusable="false">
        <use href={`#${prefix}-${name}`} />
      </svg>
    )
  }

  return { Sprite, Icon }
}
