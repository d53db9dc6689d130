// Chat: the profile user (id 11), 10 contacts (ids 1-10) and 5 chats with short conversations.
export function chatProfile() {
  return [
    {
      id: 11,
      avatar: '/images/avatars/1.svg',
      fullName: 'Camille Laurent',
      role: 'admin',
      about: 'Runs the Vermilion demo workspace. Ask me anything about the dashboards.',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    },
  ]
}

const CONTACTS = [
  ['Gabrielle Fournier', 'Frontend developer', 'online'],
  ['Félix Moreau', 'Product manager', 'busy'],
  ['Adèle Nguyen', 'UI designer', 'away'],
  ['Samuel Diallo', 'Data analyst', 'offline'],
  ['Nadia Haddad', 'Customer success', 'online'],
  ['Bruno Costa', 'Backend developer', 'offline'],
  ['Lucie Bernard', 'Marketing lead', 'away'],
  ['Yannick Okafor', 'DevOps engineer', 'busy'],
  ['Clémence Petit', 'QA engineer', 'online'],
  ['Mathis Larsen', 'Sales representative', 'offline'],
]

const ABOUT = [
  'Coffee first, then pull requests.',
  'Turning roadmaps into shipped features.',
  'Pixels, grids and a lot of sticky notes.',
  'Dashboards, SQL and the occasional spreadsheet.',
  'Here to help our customers succeed.',
  'APIs, queues and well-named tables.',
  'Campaigns, copy and conversion rates.',
  'Keeping the lights on and the builds green.',
  'If it can break, I will find how.',
  'Always on the road to the next client.',
]

export function chatContacts() {
  return CONTACTS.map(([fullName, role, status], i) => ({
    id: i + 1,
    fullName,
    role,
    about: ABOUT[i],
    avatar: `/images/avatars/${20 + i}.svg`,
    status,
  }))
}

const CONVERSATIONS = [
  [
    1,
    2,
    [
      'Hi! Did you get a chance to look at the new table component?',
      'Yes, it looks great. The sticky header works on mobile too.',
      'Perfect, I will merge it this afternoon.',
      'Thanks 🙏',
    ],
  ],
  [2, 0, ['Can we move the roadmap review to Thursday?', 'Thursday 10:00 works for me.', 'Great, I updated the invite.']],
  [
    3,
    1,
    [
      'I uploaded the new icons to the shared folder.',
      'They look sharp! Could you add a dark variant?',
      'Sure, tomorrow morning.',
      'Here they are, dark and light.',
    ],
  ],
  [
    5,
    3,
    [
      'A customer asks whether exports include archived orders.',
      'Not by default, there is a filter for it.',
      'Got it, I will tell them.',
      'They found it, all good!',
      'One more question: can they schedule exports?',
    ],
  ],
  [8, 0, ['The staging deploy is done.', 'Thanks, running the smoke tests now.']],
]

export function chats() {
  let minute = 0
  return CONVERSATIONS.map(([userId, unseen, lines], i) => {
    const messages = lines.map((message, j) => {
      minute += 7
      // Alternate: the contact writes first, the profile user (11) answers.
      const senderId = j % 2 === 0 ? userId : 11
      const last = j === lines.length - 1
      return {
        message,
        time: new Date(Date.UTC(2026, 10, 16 + i, 8, 0) + minute * 60_000).toISOString(),
        senderId,
        feedback: { isSent: true, isDelivered: true, isSeen: !(last && unseen > 0) },
      }
    })
    return { id: i + 1, userId, unseenMsgs: unseen, messages }
  })
}
