// Email: 40 messages spread over every folder (inbox, sent, draft, spam) and every label
// (private, company, personal, important); some trashed, some starred, some with attachments
// and replies. Bodies are HTML.
//
// SECURITY FIXTURE: the message "Preview of the new landing page" deliberately contains a
// <script> element and an <img onerror=...> attribute. It exists to prove that the UI sanitises
// message HTML (DOMPurify) before rendering it; it must never execute. Do not "fix" it.
import { people } from './lib.mjs'

const ME = { email: 'admin@demo.com', name: 'Camille Laurent', avatar: '/images/avatars/1.svg' }
const LABELS = ['private', 'company', 'personal', 'important']

const FILES = [
  ['itinerary.txt', 'txt'],
  ['budget-q3.csv', 'csv'],
  ['moodboard.svg', 'svg'],
  ['meeting-minutes.md', 'md'],
]

const p = (...lines) => lines.map((l) => `<p>${l}</p>`).join('')

const SUBJECTS = [
  [
    'Quarterly report is ready',
    p(
      'Hi Camille,',
      'The quarterly report is ready for your review. Revenue grew <strong>12%</strong> on the previous quarter.',
      'Best regards,',
    ),
  ],
  ['Lunch on Friday?', p('Hey!', 'Are you free for lunch on Friday? The new bistro near the office has great reviews.', 'Cheers')],
  [
    'Invoice #4821 overdue',
    p(
      'Hello,',
      'Our records show that invoice <em>#4821</em> is now 14 days overdue. Could you check with your accounts team?',
      'Thank you',
    ),
  ],
  [
    'Design sprint kickoff',
    p(
      'Hi team,',
      'The design sprint starts on Monday at 9:30. Please bring your sketches and questions.',
      '<a href="/apps/calendar">See the calendar</a>',
    ),
  ],
  [
    'Your subscription renews soon',
    p('Hello Camille,', 'Your team plan renews in 7 days. No action is needed if your payment details are up to date.'),
  ],
  ['Photos from the offsite', p('Hi all,', 'I uploaded the photos from the offsite to the shared drive. Thanks for a great two days!')],
  [
    'Security alert: new sign-in',
    p('We noticed a new sign-in to your account from a tablet.', 'If this was you, you can ignore this message.'),
  ],
  [
    'Contract draft for review',
    p('Hi Camille,', 'Please find attached the contract draft. Comments welcome before Thursday.', 'Kind regards'),
  ],
  [
    'Weekly metrics',
    `${p("Here are this week's numbers:")}<ul><li>Active users: 4,210</li><li>New orders: 318</li><li>Churn: 1.2%</li></ul>`,
  ],
  ['Birthday surprise for Nora', p('Psst!', 'We are collecting for a birthday gift for Nora. Reply if you want to join in.')],
  ['Server maintenance tonight', p('Planned maintenance tonight from 23:00 to 01:00. The dashboard may be unavailable for a few minutes.')],
  ['You won a free cruise!!!', p('CONGRATULATIONS!!! Click now to claim your free cruise. Offer valid 24 hours only.')],
  ['Cheap watches, best prices', p('Luxury watches at 90% off. Limited stock, order today.')],
  ['Re: Onboarding checklist', p('Thanks Camille, the checklist is clear. I have completed the first three steps.')],
  ['Feedback on the new dashboard', p('Hi,', 'The new dashboard is much faster. Could we get a dark mode toggle in the top bar?')],
  ['Team offsite agenda', p('Here is the draft agenda for the offsite. Let me know if anything is missing.')],
  [
    'Preview of the new landing page',
    '<p>Here is a preview of the new landing page:</p><img src="/images/missing-preview.png" onerror="alert(\'xss\')" alt="preview"><script>alert(\'xss\')</script><p>Looking forward to your comments.</p>',
  ],
  ['Holiday schedule', p('The office will be closed on the 24th and 25th. Enjoy the break!')],
  ['Expense report approved', p('Your expense report of <strong>€248.60</strong> has been approved and will be paid with next salary.')],
  ['Candidate interview notes', p("Notes from today's interview are attached. Overall a strong candidate.")],
]

const SPAM = [
  ['Claim your prize now', p('You have been selected! Click to claim your prize before it expires.')],
  ['Urgent: verify your account', p('Your account will be closed unless you verify your details today.')],
  ['Miracle diet, lose 10 kg', p('Doctors hate this one simple trick.')],
  ['Investment opportunity', p('Guaranteed returns of 300% in a week. Reply for details.')],
  ['Free gift card', p('Answer three questions and receive a free gift card.')],
  ['Last chance: 95% off', p('Everything must go. Today only.')],
]

const SENT = [
  ['Re: Quarterly report is ready', p('Thanks, I will read it tonight and send comments tomorrow.')],
  ['Meeting notes', p('Hi all,', "Notes from today's meeting are attached. Next meeting in two weeks.")],
  ['Welcome aboard!', p('Welcome to the team! Your accounts are ready; see you on Monday.')],
  ['Budget for Q3', p('Please find the Q3 budget attached. Let me know if the numbers look right.')],
  ['Re: Lunch on Friday?', p('Friday works, 12:30 at the bistro?')],
  ['Project timeline', p('Here is the updated timeline. The launch moves one week later.')],
  ['Thank you', p('Thank you for your help with the migration last week.')],
]

const DRAFTS = [
  ['Proposal for the new client', p('Dear Mr. Haddad,', 'Following our call, here is our proposal for ...')],
  ['Performance review', p('Notes for the review: strong ownership, ...')],
  ['Travel request', p('I would like to request travel to Lyon for the conference on ...')],
  ['Newsletter draft', p('This month at Vermilion: new dashboards, faster exports and ...')],
  ['Re: Feedback on the new dashboard', p('Good idea, we will look at a dark mode toggle in ...')],
]

export function emails(rand) {
  const contacts = people(rand, 30)
  const rows = []
  let minutes = 0
  const nextTime = () => {
    minutes += rand.int(45, 600)
    return new Date(Date.UTC(2026, 10, 21, 18, 0) - minutes * 60_000).toISOString()
  }
  const labelsFor = (i) => {
    const out = [LABELS[i % 4]]
    if (i % 3 === 0) out.push(LABELS[(i + 2) % 4])
    return [...new Set(out)]
  }
  const attachmentsFor = (i) => {
    if (i % 5 !== 1) return []
    return [0, 1].slice(0, i % 2 === 0 ? 1 : 2).map((k) => {
      const [fileName, ext] = FILES[(i + k) % FILES.length]
      return { fileName, thumbnail: `/images/attachments/${ext}.svg`, url: `/files/email/${fileName}`, size: k === 0 ? '5mb' : '10mb' }
    })
  }
  const add = (folder, [subject, message], person, i, extra = {}) => {
    const incoming = folder === 'inbox' || folder === 'spam'
    const from = incoming ? { email: person.email, name: person.fullName, avatar: person.avatar } : ME
    const to = incoming ? [{ email: ME.email, name: ME.name }] : [{ email: person.email, name: person.fullName }]
    rows.push({
      id: rows.length + 1,
      to,
      from,
      subject,
      cc: i % 6 === 0 ? ['team@example.com'] : [],
      bcc: [],
      message,
      attachments: folder === 'spam' ? [] : attachmentsFor(i),
      isStarred: folder !== 'spam' && i % 4 === 0,
      labels: folder === 'spam' ? [] : labelsFor(i),
      time: nextTime(),
      replies: [],
      folder,
      isRead: folder === 'sent' || folder === 'draft' ? true : i % 3 !== 0,
      isDeleted: false,
      ...extra,
    })
  }
  SUBJECTS.forEach((s, i) => add('inbox', s, contacts[i], i))
  SENT.forEach((s, i) => add('sent', s, contacts[(i * 3) % 20], i + 1))
  DRAFTS.forEach((s, i) => add('draft', s, contacts[20 + i], i + 2))
  SPAM.forEach((s, i) => add('spam', s, contacts[24 + i], i))
  // Trash: two inbox messages, one sent, one spam; plus two extra inbox messages.
  add('inbox', ['Old newsletter', p("Last month's newsletter, already read.")], contacts[5], 7, { isDeleted: true })
  add('inbox', ['Outdated meeting invite', p('This meeting was cancelled.')], contacts[6], 8, { isDeleted: true, isStarred: true })
  add('sent', ['Test message', p('Please ignore this test.')], contacts[7], 9, { isDeleted: true })
  add('spam', ['Winner notification', p('You are our 1,000,000th visitor!')], contacts[29], 10, { isDeleted: true })
  add('inbox', ['Parking spaces update', p('From next month, parking spaces are booked through the intranet.')], contacts[8], 13)
  add('inbox', ['Coffee machine fixed', p('Good news: the coffee machine on floor 2 works again.')], contacts[9], 14)

  // Replies: the thread of a message, oldest first, as nested e-mails.
  for (const [emailIndex, count] of [
    [0, 2],
    [3, 1],
    [7, 2],
    [14, 1],
    [21, 1],
  ]) {
    const email = rows[emailIndex]
    email.replies = Array.from({ length: count }, (_, k) => ({
      id: 1000 + emailIndex * 10 + k,
      to: email.from.email === ME.email ? email.to : [{ email: ME.email, name: ME.name }],
      from: email.from,
      subject: `Re: ${email.subject.replace(/^Re: /, '')}`,
      cc: [],
      bcc: [],
      message: p(k === 0 ? 'Following up on my previous message.' : 'Any news on this?'),
      attachments: [],
      isStarred: false,
      labels: email.labels,
      time: new Date(Date.parse(email.time) - (count - k) * 86_400_000).toISOString(),
      folder: email.folder,
      isRead: true,
      isDeleted: false,
    }))
  }
  return rows
}

export const ATTACHMENT_FILES = FILES
