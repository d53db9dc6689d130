import { z } from 'zod'
import { localizedText } from './localized'

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections', 'projectTable'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const color = z.enum(['primary', 'secondary', 'success', 'info', 'warning', 'error'])
const member = z.object({ avatar: z.string(), name: z.string() })

/**
 * Profile data (SPEC section 3 "Profile data"), built once for stored text ({fr, en, ar}) and
 * once for the wire (one language). Labels of the about, contacts and overview lists are keys
 * (`property`) the UI translates; their values are data (names, ISO codes, counts).
 */
function profileOf<T extends z.ZodType>(text: T) {
  const header = z.object({
    fullName: z.string(),
    location: z.string(),
    country: z.string().regex(/^[A-Z]{2}$/),
    joiningDate: isoDate,
    designation: text,
    designationIcon: z.string(),
    profileImg: z.string(),
    coverImg: z.string(),
  })
  const profile = z.object({
    about: z.array(
      z.object({ property: z.enum(['fullName', 'status', 'role', 'country', 'languages']), value: z.string(), icon: z.string() }),
    ),
    contacts: z.array(z.object({ property: z.enum(['contact', 'chat', 'email']), value: z.string(), icon: z.string() })),
    teams: z.array(z.object({ property: text, value: z.number().int() })),
    overview: z.array(
      z.object({ property: z.enum(['tasksCompleted', 'projectsCompleted', 'connections']), value: z.number().int(), icon: z.string() }),
    ),
    connections: z.array(z.object({ isFriend: z.boolean(), connections: z.number().int(), name: z.string(), avatar: z.string() })),
    teamsTech: z.array(z.object({ members: z.number().int(), title: text, avatar: z.string(), chipColor: color, chipText: text })),
  })
  const teams = z.array(
    z.object({
      id: z.number().int(),
      title: text,
      avatar: z.string(),
      avatarGroup: z.array(member),
      extraMembers: z.number().int(),
      description: text,
      chips: z.array(z.object({ title: z.string(), color })),
    }),
  )
  const projects = z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      client: z.string(),
      avatar: z.string(),
      description: text,
      startDate: isoDate,
      deadline: isoDate,
      budget: z.number(),
      budgetSpent: z.number(),
      hours: z.number().int(),
      totalTask: z.number().int(),
      completedTask: z.number().int(),
      members: z.array(member),
      extraMembers: z.number().int(),
      daysLeft: z.number().int(),
      comments: z.number().int(),
      chipColor: color,
    }),
  )
  const connections = z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      designation: text,
      avatar: z.string(),
      tasks: z.number().int(),
      projects: z.number().int(),
      connections: z.number().int(),
      isConnected: z.boolean(),
      chips: z.array(z.object({ title: z.string(), color })),
    }),
  )
  const projectTable = z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      date: isoDate,
      leader: z.string(),
      avatar: z.string(),
      team: z.array(z.string()),
      extraMembers: z.number().int(),
      progress: z.number().int().min(0).max(100),
    }),
  )
  return { header, profile, teams, projects, connections, projectTable }
}

const stored = profileOf(localizedText)
const wire = profileOf(z.string())

/** seed/profile.json: one document per part. */
export const storedProfileDocument = z.object({
  header: stored.header,
  profile: stored.profile,
  teams: stored.teams,
  projects: stored.projects,
  connections: stored.connections,
  projectTable: stored.projectTable,
})
export type StoredProfileDocument = z.infer<typeof storedProfileDocument>
export type ProfilePart = keyof StoredProfileDocument

/** GET /api/pages/profile/header?lang. */
export const profileHeaderResponse = wire.header
export type ProfileHeader = z.infer<typeof profileHeaderResponse>

/** GET /api/pages/profile?tab&lang: the data of one tab (default profile); unknown tab 404 `{ message: 'Tab not found' }`. */
export const profileTabResponses = {
  profile: wire.profile,
  teams: wire.teams,
  projects: wire.projects,
  connections: wire.connections,
  projectTable: wire.projectTable,
} satisfies Record<ProfileTab, z.ZodType>
export type ProfileTabResponse<T extends ProfileTab> = z.infer<(typeof profileTabResponses)[T]>
export type ProfileTabData = ProfileTabResponse<'profile'>
export type ProfileTeams = ProfileTabResponse<'teams'>
export type ProfileProjects = ProfileTabResponse<'projects'>
export type ProfileConnections = ProfileTabResponse<'connections'>
export type ProfileProjectTable = ProfileTabResponse<'projectTable'>
