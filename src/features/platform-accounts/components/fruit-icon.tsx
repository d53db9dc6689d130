import type { Fruit } from '@/api/contracts/platform'

/**
 * Small drawn fruits in the current colour (no emoji font needed, so they show on every
 * system and offline). Decorative: the fruit's name is always written next to it.
 */
export function FruitIcon({ fruit, className = 'size-3.5' }: { fruit: Fruit; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="currentColor">
      {fruit === 'cherry' && (
        <>
          <circle cx="7.5" cy="17" r="4.5" />
          <circle cx="16.5" cy="16" r="4.5" />
          <path
            d="M7.5 12.5C8.5 7.5 12 4 18 3M16.5 11.5C15.5 8 16 5 18 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
          <path d="M18 3c1.5-1.2 3.6-1.1 4.5.2-1.6 1-3.2 1-4.5-.2z" />
        </>
      )}
      {fruit === 'grape' && (
        <>
          <path d="M12 6.5 13.5 2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx="7" cy="9" r="2.8" />
          <circle cx="12.5" cy="9" r="2.8" />
          <circle cx="18" cy="9" r="2.8" />
          <circle cx="9.7" cy="13.8" r="2.8" />
          <circle cx="15.3" cy="13.8" r="2.8" />
          <circle cx="12.5" cy="18.6" r="2.8" />
        </>
      )}
      {fruit === 'peach' && (
        <>
          <path d="M12 7.5c-3.5-2.5-9 0-9 5.5C3 18 7 21.5 12 21.5S21 18 21 13c0-5.5-5.5-8-9-5.5z" />
          <path
            d="M12 7.5c-1.6 3-1.6 8 0 13.5"
            fill="none"
            className="stroke-surface"
            strokeWidth="1.2"
            strokeLinecap="round"
            opacity=".7"
          />
          <path d="M12 7.2c.4-2.8 2.8-4.7 6-4.4-.6 2.9-3 4.6-6 4.4z" />
        </>
      )}
      {fruit === 'watermelon' && (
        <>
          <path d="M2 8.5h20a10 10 0 0 1-20 0z" />
          <path d="M4.6 8.5h14.8a7.4 7.4 0 0 1-14.8 0z" className="fill-surface" opacity=".35" />
          <g className="fill-surface">
            <ellipse cx="8.5" cy="11.5" rx=".8" ry="1.2" />
            <ellipse cx="12" cy="13.5" rx=".8" ry="1.2" />
            <ellipse cx="15.5" cy="11.5" rx=".8" ry="1.2" />
          </g>
        </>
      )}
    </svg>
  )
}
