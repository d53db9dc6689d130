// E-commerce: 50 products, 100 reviews, 45 referrals, 100 orders and 100 customers (SPEC
// section 9), with the statuses of SPEC section 4. Brands, people and companies are fictional.
import { FLAG_COUNTRIES } from './countries.mjs'
import { PRODUCT_KINDS } from './pictures.mjs'
import { asciiSlug, mdy, people } from './lib.mjs'

const BRANDS = ['Nordlys', 'Kestrel', 'Aubergine', 'Vantor', 'Lumio', 'Corvid', 'Peony & Co', 'Tessera', 'Marlowe', 'Quillon']
const MODELS = ['Air', 'Pro', 'Mini', 'Studio', 'Classic', 'Nova', 'Flex', 'Go', 'Max', 'Lite', 'One', 'Edge']
const NOUNS = {
  headphones: 'Headphones',
  smartphone: 'Smartphone',
  laptop: 'Laptop',
  smartwatch: 'Smartwatch',
  camera: 'Camera',
  speaker: 'Speaker',
  keyboard: 'Keyboard',
  mug: 'Mug',
  notebook: 'Notebook',
  backpack: 'Backpack',
  sunglasses: 'Sunglasses',
  wallet: 'Wallet',
  lamp: 'Desk Lamp',
  plant: 'Plant Pot',
  vase: 'Vase',
  armchair: 'Armchair',
  sneaker: 'Sneakers',
  boot: 'Boots',
  gamepad: 'Gamepad',
  dice: 'Board Game',
}
const PRICE_RANGE = {
  Electronics: [49, 1999],
  Office: [5, 149],
  Accessories: [15, 299],
  'Home Decor': [12, 899],
  Shoes: [39, 249],
  Games: [9, 129],
}

export function products(rand) {
  const kinds = Object.keys(PRODUCT_KINDS)
  const skus = rand.distinct(50, 10000, 99999)
  const seen = new Set()
  const rows = []
  for (let i = 0; rows.length < 50; i++) {
    const kind = kinds[i % kinds.length]
    const { category } = PRODUCT_KINDS[kind]
    const productBrand = rand.pick(BRANDS)
    const productName = `${productBrand} ${rand.pick(MODELS)} ${NOUNS[kind]}`
    if (seen.has(productName)) continue
    seen.add(productName)
    const [lo, hi] = PRICE_RANGE[category]
    const stock = rand.chance(0.7)
    rows.push({
      id: rows.length + 1,
      productName,
      productBrand,
      category,
      stock,
      sku: skus[rows.length],
      price: `$${rand.int(lo, hi)}${rand.chance(0.4) ? '.99' : ''}`,
      qty: stock ? rand.int(1, 1000) : 0,
      status: rand.pick(['Published', 'Published', 'Scheduled', 'Inactive']),
      image: `/images/products/${kind}.svg`,
    })
  }
  return rows
}

const HEADS = [
  ['Excellent quality', 'Works exactly as described and arrived well packed. I would buy it again.'],
  ['Good value', 'Does the job for the price. The finish could be a little better.'],
  ['Disappointed', 'It stopped working after two weeks. Support answered quickly though.'],
  ['Love it', 'Beautiful design and very comfortable to use every day.'],
  ['Not as pictured', 'The colour is darker than in the photos, otherwise fine.'],
  ['Fast delivery', 'Arrived a day early. Setup took less than five minutes.'],
  ['Average', 'Nothing special, nothing wrong. It is fine.'],
  ['Great gift', 'Bought it for my sister and she uses it all the time.'],
]

export function reviews(rand, productRows) {
  const reviewers = people(rand, 100)
  return reviewers.map((person, i) => {
    const product = rand.pick(productRows)
    const [head, para] = rand.pick(HEADS)
    const date = new Date(Date.UTC(2026, 0, 1) + rand.int(0, 300) * 86_400_000)
    return {
      id: i + 1,
      product: product.productName,
      companyName: `${product.productBrand} Ltd`,
      productImage: product.image,
      reviewer: person.fullName,
      email: person.email,
      avatar: person.avatar,
      date: mdy(date),
      status: rand.pick(['Published', 'Pending']),
      review: rand.int(1, 5),
      head,
      para,
    }
  })
}

const money = (n) => `$${n.toLocaleString('en-US')}`

export function referrals(rand) {
  const referredIds = rand.distinct(45, 1000, 99999)
  return people(rand, 45).map((person, i) => {
    const value = rand.int(500, 9999)
    return {
      id: i + 1,
      user: person.fullName,
      email: person.email,
      avatar: person.avatar,
      referredId: referredIds[i],
      status: rand.pick(['Paid', 'Unpaid', 'Rejected']),
      value: money(value),
      earning: money(Math.round(value * (0.05 + rand.next() * 0.1))),
    }
  })
}

/** How many of the customers (the first ones) have placed the seeded orders, two or three each. */
const BUYERS = 40

/**
 * The orders, each placed by one of the first BUYERS customers (`buyers`: the customers' rows), so
 * that a customer's page lists the orders its figures count (`withOrderTotals`).
 */
export function orders(rand, buyers) {
  const numbers = rand.distinct(100, 1000, 9999)
  // Drawn as before (the dates, amounts and statuses below stay the same); the buyer is a customer.
  return people(rand, 100).map((_, i) => {
    const person = buyerOf(buyers, i)
    const date = new Date(Date.UTC(2026, 0, 1) + rand.int(0, 320) * 86_400_000)
    const hour = rand.int(1, 12)
    return {
      id: i + 1,
      order: numbers[i],
      customer: person.fullName,
      email: person.email,
      avatar: person.avatar,
      payment: rand.int(1, 4),
      status: rand.pick(['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched']),
      spent: Math.round(rand.next() * 99000 + 1000) / 100,
      method: rand.pick(['paypalLogo', 'mastercard']),
      date: mdy(date),
      time: `${hour}:${String(rand.int(0, 59)).padStart(2, '0')} ${rand.chance(0.5) ? 'AM' : 'PM'}`,
      methodNumber: rand.int(1000, 9999),
    }
  })
}

const buyerOf = (buyers, i) => {
  const c = buyers[(i * 7) % BUYERS]
  return { fullName: c.customer, email: c.email, avatar: c.avatar }
}

/** The customers with their order count and total spent taken from the orders they placed. */
export function withOrderTotals(customerRows, orderRows) {
  return customerRows.map((c) => {
    const placed = orderRows.filter((o) => o.email === c.email)
    return { ...c, order: placed.length, totalSpent: Math.round(placed.reduce((sum, o) => sum + o.spent, 0) * 100) / 100 }
  })
}

export function customers(rand) {
  const ids = rand.distinct(100, 100000, 999999)
  return people(rand, 100, ['example.com', 'example.net']).map((person, i) => {
    const [countryCode, country] = rand.pick(FLAG_COUNTRIES)
    return {
      id: i + 1,
      customer: person.fullName,
      customerId: ids[i],
      email: `${asciiSlug(person.fullName)}${i}@${person.email.split('@')[1]}`,
      country,
      countryFlag: `/images/flags/${countryCode}.svg`,
      countryCode,
      order: rand.int(1, 900),
      totalSpent: Math.round(rand.next() * 900000 + 1000) / 100,
      avatar: person.avatar,
    }
  })
}

/** The product categories (their titles are the products' `category`); no randomness. */
export function categories() {
  const rows = [
    ['Accessories', 'backpack', 'Bags, headphones and everyday accessories.'],
    ['Home Decor', 'lamp', 'Lamps, frames and things that make a home.'],
    ['Electronics', 'smartphone', 'Phones, watches and connected devices.'],
    ['Shoes', 'sneaker', 'Sneakers and shoes for every day.'],
    ['Office', 'notebook', 'Keyboards, notebooks and desk tools.'],
    ['Games', 'gamepad', 'Consoles, controllers and games.'],
  ]
  return rows.map(([title, picture, text], i) => ({
    id: i + 1,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    image: `/images/products/${picture}.svg`,
    parentId: null,
    description: `<p>${text}</p>`,
    status: title === 'Games' ? 'Scheduled' : 'Published',
  }))
}
