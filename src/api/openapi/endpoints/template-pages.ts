import { z } from 'zod'
import * as analytics from '../../contracts/analytics'
import * as datatable from '../../contracts/datatable'
import * as contact from '../../contracts/pages-contact'
import * as datatableWrite from '../../contracts/pages-datatable'
import * as faq from '../../contracts/faq'
import * as help from '../../contracts/help-center'
import * as profile from '../../contracts/profile'
import * as search from '../../contracts/search'
import { get, langQuery, write, type Endpoint } from '../endpoint'

/** The admin template's page endpoints (dashboards' projects, data table, profile, FAQ, help centre, contact): public, as in the template. */
const P = 'public'

export const templatePageEndpoints: Endpoint[] = [
  get(
    '/api/dashboard/analytics/projects',
    'dashboards',
    'Projects of the analytics dashboard',
    P,
    { 200: analytics.projectListResponse },
    { query: analytics.projectListQuery },
  ),
  get('/api/pages/datatable', 'pages', 'The whole sales table (sorted and paged client-side)', P, { 200: datatable.salesListResponse }),
  write('put', '/api/pages/datatable/{id}', 'pages', 'Edit a sales row (buyer, date, status)', P, datatableWrite.salesRowUpdate, {
    200: datatable.salesRow,
  }),
  write('delete', '/api/pages/datatable/{id}', 'pages', 'Delete a sales row', P, undefined, { 204: null }),
  write('post', '/api/pages/contact', 'pages', 'Contact form: the message lands in the e-mail inbox', P, contact.contactRequest, {
    201: contact.contactResponse,
  }),
  write('post', '/api/pages/newsletter', 'pages', 'Newsletter subscription (200 when already subscribed)', P, contact.newsletterRequest, {
    200: contact.newsletterResponse,
    201: contact.newsletterResponse,
  }),
  get(
    '/api/pages/faq',
    'pages',
    'FAQ groups whose questions contain q',
    P,
    { 200: faq.faqResponse },
    { query: langQuery.extend({ q: z.string().optional() }) },
  ),
  get('/api/pages/help-center', 'pages', 'Help-centre home', P, { 200: help.helpCenterResponse }, { query: langQuery }),
  get(
    '/api/pages/help-center/article',
    'pages',
    'A help-centre article (the first popular one without slug)',
    P,
    { 200: help.helpArticleResponse },
    {
      query: langQuery.extend({ slug: z.string().optional(), title: z.string().optional().describe('same as slug') }),
      errors: { 404: 'Article not found' },
    },
  ),
  get('/api/pages/profile/header', 'pages', 'User-profile header', P, { 200: profile.profileHeaderResponse }, { query: langQuery }),
  get(
    '/api/pages/profile',
    'pages',
    'The data of one user-profile tab',
    P,
    {
      200: z.union(Object.values(profile.profileTabResponses)),
    },
    { query: langQuery.extend({ tab: z.enum(profile.PROFILE_TABS).optional() }), errors: { 404: 'Tab not found' } },
  ),
  get(
    '/api/app-bar/search',
    'search',
    'App search: pages grouped by category',
    P,
    { 200: search.searchResponse },
    {
      query: langQuery.extend({ q: z.string().optional() }),
    },
  ),
]
