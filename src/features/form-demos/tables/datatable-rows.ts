/** The static rows of the data-table demos (SCREENS.md: id, name, email, date, salary, age, experience, status). */
export const PEOPLE_STATUSES = ['current', 'professional', 'rejected', 'resigned', 'applied'] as const
export interface Person {
  id: number
  name: string
  email: string
  date: string
  salary: number
  age: number
  experience: number
  status: (typeof PEOPLE_STATUSES)[number]
}

const FIRST = ['Korrie', 'Bailey', 'Stella', 'Dorolice', 'Harmonia', 'Olivette', 'Hallsy', 'Morgan', 'Leonard', 'Yasmin', 'Karim', 'Inès']
const LAST = ['O’Crevy', 'Frome', 'Ganderton', 'Crossman', 'Nisius', 'Jouanny', 'Cordier', 'Benali', 'Haddad', 'Martin']

export const PEOPLE: Person[] = Array.from({ length: 36 }, (_, i) => {
  const first = FIRST[i % FIRST.length]!
  const last = LAST[(i * 7) % LAST.length]!
  return {
    id: i + 1,
    name: `${first} ${last}`,
    email: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${i + 1}@example.com`,
    date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 3) % 28) + 1).padStart(2, '0')}`,
    salary: 20000 + ((i * 7919) % 60000),
    age: 22 + ((i * 13) % 40),
    experience: 1 + ((i * 5) % 15),
    status: PEOPLE_STATUSES[i % PEOPLE_STATUSES.length]!,
  }
})
