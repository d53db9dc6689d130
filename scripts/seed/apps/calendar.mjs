// Calendar: 10 events written in January 2026 (the anchor month, days 1-28). When the database
// is seeded, src/mocks/lib/calendar-dates.ts shifts them by whole days into the current month,
// so the calendar always looks alive; the JSON itself stays deterministic.
export const CALENDAR_ANCHOR = '2026-01-01'

const at = (day, hour = 0, minute = 0) => new Date(Date.UTC(2026, 0, day, hour, minute)).toISOString()

export function calendarEvents() {
  const rows = [
    [
      'Design Review',
      2,
      9,
      2,
      10,
      false,
      'Business',
      'Meeting room Saturn',
      'Review the new dashboard mock-ups.',
      ['Léa Martin', 'Hugo Girard'],
    ],
    ['Team lunch', 5, 12, 5, 13, false, 'Personal', 'Le Petit Zinc', '', []],
    ['Public holiday', 8, 0, 9, 0, true, 'Holiday', '', 'Office closed.', []],
    [
      'Quarterly planning',
      11,
      14,
      11,
      17,
      false,
      'Business',
      'Main office',
      'Objectives for the next quarter.',
      ['Camille Laurent', 'Nora Haddad', 'Tom Rossi'],
    ],
    ['Dentist', 13, 8, 13, 9, false, 'Personal', 'Cabinet Dr Roux', '', []],
    ['Family weekend', 16, 0, 18, 0, true, 'Family', 'Annecy', 'Train at 8:04.', []],
    ['Product launch', 19, 10, 19, 12, false, 'Business', 'Online', 'Launch of the spring collection.', ['Juliette Mercier']],
    ['Yoga class', 22, 18, 22, 19, false, 'ETC', 'Studio Lumière', '', []],
    ["Grandma's birthday", 25, 0, 26, 0, true, 'Family', '', 'Bring the photo album.', []],
    ['Conference talk', 27, 15, 28, 11, false, 'ETC', 'Lyon Convention Centre', 'Talk on offline-first apps.', ['Oscar Benali']],
  ]
  return rows.map(([title, d1, h1, d2, h2, allDay, calendar, location, description, guests], i) => ({
    id: i + 1,
    url: '',
    title,
    // All-day events are date-only, so that they stay on their day in every time zone.
    start: allDay ? at(d1).slice(0, 10) : at(d1, h1),
    end: allDay ? at(d2).slice(0, 10) : at(d2, h2),
    allDay,
    extendedProps: { calendar, location, description, guests },
  }))
}
