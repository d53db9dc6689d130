// Writes the seed data and local pictures of the template apps (academy, calendar, chat,
// e-commerce, email). Deterministic: every run writes the same files.
//   node scripts/seed/apps/generate.mjs
import { courseDetails, courses } from './academy.mjs'
import { calendarEvents } from './calendar.mjs'
import { chatContacts, chatProfile, chats } from './chat.mjs'
import { categories, customers, orders, products, referrals, reviews, withOrderTotals } from './ecommerce.mjs'
import { ATTACHMENT_FILES, emails } from './email.mjs'
import { FLAGS, flagSvg } from './flags.mjs'
import { prng, writePublic, writeSeed } from './lib.mjs'
import { COURSE_IMAGES, PRODUCT_KINDS, attachmentSvg, courseSvg, productSvg } from './pictures.mjs'

// One PRNG per resource, so that changing one generator does not reshuffle the others.
writeSeed('academy-courses', courses(prng(101)))
writeSeed('academy-course-details', courseDetails(prng(102)))
writeSeed('calendar-events', calendarEvents())
writeSeed('chat-profile', chatProfile())
writeSeed('chat-contacts', chatContacts())
writeSeed('chat-chats', chats())
const productRows = products(prng(201))
writeSeed('ecommerce-products', productRows)
writeSeed('ecommerce-reviews', reviews(prng(202), productRows))
writeSeed('ecommerce-referrals', referrals(prng(203)))
const customerRows = customers(prng(205))
const orderRows = orders(prng(204), customerRows)
writeSeed('ecommerce-orders', orderRows)
writeSeed('ecommerce-customers', withOrderTotals(customerRows, orderRows))
writeSeed('ecommerce-categories', categories())
writeSeed('emails', emails(prng(301)))

for (const kind of Object.keys(PRODUCT_KINDS)) writePublic(`images/products/${kind}.svg`, productSvg(kind))
for (const name of COURSE_IMAGES) writePublic(`images/courses/${name}.svg`, courseSvg(name))
for (const code of Object.keys(FLAGS)) writePublic(`images/flags/${code}.svg`, flagSvg(code))
for (const ext of ['txt', 'csv', 'svg', 'md']) writePublic(`images/attachments/${ext}.svg`, attachmentSvg(ext))

const ATTACHMENT_TEXT = {
  'itinerary.txt': 'Itinerary (fictional)\nDay 1: Paris -> Lyon, train 08:04\nDay 2: conference\nDay 3: Lyon -> Paris, train 17:56\n',
  'budget-q3.csv': 'item,amount\nlicences,1200\ntravel,860\nevents,2400\n',
  'moodboard.svg': attachmentSvg('svg'),
  'meeting-minutes.md': '# Meeting minutes (fictional)\n\n- Launch moves one week later\n- Dark mode toggle to be studied\n',
}
for (const [fileName] of ATTACHMENT_FILES) writePublic(`files/email/${fileName}`, ATTACHMENT_TEXT[fileName])
console.log('pictures: products, courses, flags, attachment thumbnails and files written')
