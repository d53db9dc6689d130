// Generates the fictional, deterministic seeds of users, roles, permissions, invoices, vehicles,
// analytics projects and sales rows. Run: node scripts/seed/apps-data.mjs
import {
  COMPANIES,
  COUNTRIES,
  addDays,
  avatarPath,
  domainOf,
  isoDate,
  phone,
  rng,
  round2,
  slugify,
  uniqueNames,
  writeSeed,
} from './apps-lib.mjs'

const ACCOUNT_NAMES = ['Camille Laurent', 'Julien Moreau', 'Inès Garnier', 'Hugo Fontaine', 'Sofia Benali']

// ---------------------------------------------------------------- users (50)
function users() {
  const r = rng(101)
  const roles = ['admin', 'editor', 'author', 'maintainer', 'subscriber']
  const plans = ['basic', 'team', 'company', 'enterprise']
  const statuses = ['active', 'inactive', 'pending']
  const billing = ['Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal', 'Auto debit']
  const names = uniqueNames(r, 50, new Set(ACCOUNT_NAMES))
  const usernames = new Set()
  return names.map((fullName, i) => {
    const id = i + 1
    const company = r.pick(COMPANIES)
    const [country, prefix, language] = r.pick(COUNTRIES)
    const [first, last] = fullName.split(' ').map(slugify)
    let username = `${first}.${last}`
    if (usernames.has(username)) username = `${username}${id}`
    usernames.add(username)
    return {
      id,
      fullName,
      company,
      role: roles[i % 5 === 0 ? 0 : r.int(1, 4)],
      username,
      country,
      contact: phone(r, prefix),
      email: `${username}@${domainOf(company)}`,
      currentPlan: r.pick(plans),
      status: r.pick(statuses),
      // Ids 1-50 use avatars 6-55 (1-5 are the demo accounts'); about one in five has none.
      avatar: r.chance(0.2) ? null : avatarPath(id + 5),
      billing: r.pick(billing),
      taskDone: r.int(0, 1800),
      projectDone: r.int(0, 320),
      taxId: `Tax-${r.int(1000, 9999)}`,
      language,
    }
  })
}

// ---------------------------------------------------------------- roles (the users' roles)
const MODULES = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
]
function roles() {
  const grant = (module, read, write, create) => ({ module, read, write, create })
  const all = MODULES.map((m) => grant(m, true, true, true))
  return [
    { id: 1, name: 'admin', permissions: all },
    { id: 2, name: 'editor', permissions: MODULES.slice(0, 6).map((m, i) => grant(m, true, i < 3, i < 2)) },
    { id: 3, name: 'author', permissions: [grant('contentManagement', true, true, true), grant('reporting', true, false, false)] },
    {
      id: 4,
      name: 'maintainer',
      permissions: [
        grant('databaseManagement', true, true, false),
        grant('apiControl', true, true, true),
        grant('repositoryManagement', true, true, true),
      ],
    },
    { id: 5, name: 'subscriber', permissions: [grant('contentManagement', true, false, false)] },
  ]
}

// ---------------------------------------------------------------- permissions (9)
function permissions() {
  const rows = [
    ['Management', ['administrator']],
    ['Manage Billing & Roles', ['administrator']],
    ['Add & Remove Users', ['administrator', 'manager']],
    ['Project Planning', ['administrator', 'users', 'support']],
    ['Manage Email Sequences', ['administrator', 'users', 'support']],
    ['Client Communication', ['administrator', 'manager']],
    ['Only View', ['administrator', 'restricted-user']],
    ['Financial Management', ['administrator', 'manager']],
    ["Manage Others' Tasks", ['administrator', 'support']],
  ]
  const r = rng(202)
  let date = new Date('2024-02-03T09:15:00Z')
  return rows.map(([name, assignedTo], i) => {
    date = addDays(date, r.int(9, 70))
    const created = new Date(date.getTime() + r.int(0, 600) * 60000)
    return { id: i + 1, name, assignedTo, createdDate: created.toISOString() }
  })
}

// ---------------------------------------------------------------- invoices (50)
const STREETS = [
  'rue des Lilas',
  'avenue Victor-Hugo',
  'boulevard Voltaire',
  'rue du Moulin',
  'chemin des Vignes',
  'place de la Gare',
  'rue Lafayette',
  'quai des Brumes',
]
const CITIES = {
  FR: [
    ['69003', 'Lyon'],
    ['13006', 'Marseille'],
    ['33000', 'Bordeaux'],
    ['59000', 'Lille'],
    ['44000', 'Nantes'],
    ['31000', 'Toulouse'],
  ],
  BE: [
    ['1050', 'Bruxelles'],
    ['4000', 'Liège'],
  ],
  CH: [['1204', 'Genève']],
  CA: [['H2X 1Y4', 'Montréal']],
  MA: [['20250', 'Casablanca']],
  TN: [['1002', 'Tunis']],
  SN: [['10200', 'Dakar']],
  US: [['94107', 'San Francisco']],
  GB: [['M1 1AE', 'Manchester']],
  DE: [['10115', 'Berlin']],
  ES: [['08001', 'Barcelona']],
  IT: [['20121', 'Milano']],
  JP: [['150-0001', 'Tokyo']],
  BR: [['01310-100', 'São Paulo']],
  IN: [['560001', 'Bengaluru']],
  EG: [['11511', 'Cairo']],
}
const SERVICES = [
  'Software Development',
  'UI/UX Design',
  'Unlimited Extended License',
  'Template Customization',
  'App Design',
  'Website Maintenance',
  'SEO Audit',
]
const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']

function invoices() {
  const r = rng(303)
  const clientNames = uniqueNames(r, 18, new Set(ACCOUNT_NAMES))
  const clients = clientNames.map((name, i) => {
    const company = COMPANIES[i % COMPANIES.length]
    const [country, prefix] = r.pick(COUNTRIES)
    const [zip, city] = r.pick(CITIES[country])
    return {
      name,
      company,
      companyEmail: `${slugify(name.split(' ')[0])}@${domainOf(company)}`,
      address: `${r.int(2, 180)} ${r.pick(STREETS)}, ${zip} ${city}`,
      country,
      contact: phone(r, prefix),
    }
  })
  const avatars = new Map(clients.map((c, i) => [c.name, r.chance(0.25) ? null : avatarPath(20 + i)]))
  let issued = new Date('2025-01-04T00:00:00Z')
  return Array.from({ length: 50 }, (_, i) => {
    issued = addDays(issued, r.int(2, 8))
    const client = clients[i < 18 ? i : r.int(0, clients.length - 1)]
    const invoiceStatus = r.pick(INVOICE_STATUSES)
    const total = r.int(120, 9800) + r.pick([0, 0, 0.5, 0.99, 0.25])
    const balance =
      invoiceStatus === 'Paid'
        ? 0
        : invoiceStatus === 'Partial Payment'
          ? round2((total * r.int(15, 85)) / 100)
          : invoiceStatus === 'Draft' || r.chance(0.7)
            ? total
            : 0
    return {
      id: 5001 + i,
      issuedDate: isoDate(issued),
      dueDate: isoDate(addDays(issued, r.pick([15, 30, 30, 45]))),
      client,
      service: r.pick(SERVICES),
      total,
      balance,
      avatar: avatars.get(client.name),
      invoiceStatus,
    }
  })
}

// ---------------------------------------------------------------- vehicles (25)
const ROUTE_CITIES = [
  ['Lyon', 'FR'],
  ['Marseille', 'FR'],
  ['Bordeaux', 'FR'],
  ['Lille', 'FR'],
  ['Nantes', 'FR'],
  ['Toulouse', 'FR'],
  ['Strasbourg', 'FR'],
  ['Rennes', 'FR'],
  ['Genève', 'CH'],
  ['Bruxelles', 'BE'],
  ['Milano', 'IT'],
  ['Barcelona', 'ES'],
  ['Madrid', 'ES'],
  ['Casablanca', 'MA'],
  ['Tanger', 'MA'],
  ['Tunis', 'TN'],
  ['Luxembourg', 'LU'],
  ['Rotterdam', 'NL'],
  ['München', 'DE'],
  ['Porto', 'PT'],
  ['Torino', 'IT'],
]
const WARNINGS = ['No Warnings', 'No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal']

function vehicles() {
  const r = rng(404)
  return Array.from({ length: 25 }, (_, i) => {
    const [start, end] = r.sample(ROUTE_CITIES, 2)
    return {
      id: i + 1,
      location: r.int(100000, 999999),
      startCity: start[0],
      startCountry: start[1],
      endCity: end[0],
      endCountry: end[1],
      warnings: r.pick(WARNINGS),
      progress: r.int(5, 100),
    }
  })
}

// ---------------------------------------------------------------- analytics projects (12)
function projects() {
  const r = rng(505)
  const rows = [
    ['Cerise Mobile App', 'React'],
    ['Portail Mistral', 'Vue.js'],
    ['Quartz Logo Design', 'Figma'],
    ['Boréal CRM', 'Angular'],
    ['Atelier Nova Website', 'HTML'],
    ['Sable Tracking', 'Flutter'],
    ['Azur Cloud Console', 'React'],
    ['Orchidée Landing Page', 'Svelte'],
    ['Kumo Chat Widget', 'Vue.js'],
    ['Ébène Banking App', 'Flutter'],
    ['Tamarin Game Hub', 'Laravel'],
    ['Vallée Verte Booking', 'Angular'],
  ]
  const logo = { React: 1, 'Vue.js': 2, Figma: 3, Angular: 4, HTML: 5, Flutter: 6, Svelte: 7, Laravel: 8 }
  const leaders = uniqueNames(r, rows.length, new Set(ACCOUNT_NAMES)).map((n) => n.split(' ')[0])
  return rows.map(([name, project], i) => ({
    id: i + 1,
    logo: `/images/projects/${logo[project]}.svg`,
    name,
    project,
    leader: leaders[i],
    progress: r.int(8, 100),
    hours: `${r.int(2, 180)}:${String(r.int(0, 59)).padStart(2, '0')}`,
    team: r.sample(
      [...Array(50).keys()].map((n) => avatarPath(n + 6)),
      r.int(2, 3),
    ),
    extraMembers: r.pick([0, 0, 1, 2, 3, 5]),
  }))
}

// ---------------------------------------------------------------- sales rows (100)
const PRODUCTS = [
  ['Aurora Smart Watch', 'Lumen', 'Electronics', 249, 'watch', 'Fitness tracking, heart rate and a seven-day battery.'],
  ['Echo Wireless Headphones', 'Sonara', 'Audio', 179, 'headphones', 'Over-ear, active noise cancelling, 30 hours of play.'],
  ['Stride Running Shoes', 'Pied Léger', 'Shoes', 119, 'sneaker', 'Light mesh upper and a cushioned sole for long runs.'],
  ['Nimbus 6 Phone', 'Kumo', 'Electronics', 699, 'phone', '6.1-inch OLED screen, dual camera, 128 GB.'],
  ['Atlas 14 Laptop', 'Boréal', 'Computers', 1299, 'laptop', '14-inch, 16 GB memory, all-day battery.'],
  ['Focale Mirrorless Camera', 'Optique Nord', 'Photo', 949, 'camera', '24 MP sensor, 4K video and a compact body.'],
  ['Grès Ceramic Mug', 'Atelier Terre', 'Home', 19, 'mug', 'Hand-glazed stoneware, 350 ml.'],
  ['Sillon Lounge Chair', 'Maison Fjord', 'Furniture', 459, 'chair', 'Oak frame with a soft wool seat.'],
  ['Lueur Desk Lamp', 'Lumen', 'Home', 69, 'lamp', 'Dimmable LED with a warm-to-cool range.'],
  ['Trek 22 Backpack', 'Sentier', 'Accessories', 89, 'backpack', 'Water-resistant, 22 litres, padded laptop sleeve.'],
  ['Soleil Sunglasses', 'Azur', 'Accessories', 139, 'sunglasses', 'Polarised lenses, acetate frame.'],
  ['Galet Bluetooth Speaker', 'Sonara', 'Audio', 99, 'speaker', 'Pocket-sized, waterproof, 12 hours of music.'],
]

function sales() {
  const r = rng(606)
  const products = PRODUCTS.map(([name, brand, category, price, image, description], i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    brand,
    category,
    price,
    image: `/images/sales/${image}.svg`,
    hasFreeShipping: price >= 100 || i % 3 === 0,
    rating: r.int(2, 5),
    description,
  }))
  const buyers = uniqueNames(r, 40, new Set(ACCOUNT_NAMES)).map((name, i) => ({ name, avatar: r.chance(0.3) ? null : avatarPath(i + 11) }))
  let day = new Date('2025-01-02T00:00:00Z')
  return Array.from({ length: 100 }, (_, i) => {
    day = addDays(day, r.int(0, 3))
    const product = r.pick(products)
    const total = round2(product.price * r.pick([1, 1, 1, 2, 3]))
    const status = r.pick(['Completed', 'Completed', 'Confirmed', 'Cancelled'])
    const received =
      status === 'Completed' ? 'Fully Paid' : status === 'Cancelled' ? 'Unpaid' : r.pick(['Partially Paid', 'Unpaid', 'Fully Paid'])
    const paidAmount = received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : round2((total * r.int(20, 80)) / 100)
    return {
      id: i + 1,
      product,
      date: isoDate(day),
      buyer: r.pick(buyers),
      payment: { total, receivedPaymentStatus: received, paidAmount, status },
    }
  })
}

writeSeed('users', users())
writeSeed('roles', roles())
writeSeed('permissions', permissions())
writeSeed('invoices', invoices())
writeSeed('vehicles', vehicles())
writeSeed('analytics-projects', projects())
writeSeed('sales', sales())
