/** DECISIONS section 3: shown on the login page with click-to-fill (passwords are demo only). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin' },
  { email: 'client@demo.com', password: 'client' },
  { email: 'tinder@demo.com', password: 'tinder' },
  { email: 'fruitz@demo.com', password: 'fruitz' },
  { email: 'otp@demo.com', password: 'otp' },
] as const
