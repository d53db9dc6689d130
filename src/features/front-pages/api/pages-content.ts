import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/api/client'
import { faqResponse } from '@/api/contracts/faq'
import { helpArticleResponse, helpCenterResponse } from '@/api/contracts/help-center'

/** GET /api/pages/faq?q&lang: the groups whose questions match q, in the active language. */
export function useFaq(q: string) {
  const lang = useTranslation().i18n.language
  return useQuery({
    queryKey: ['pages', 'faq', { q, lang }],
    queryFn: ({ signal }) => api.get('/pages/faq', { params: { q: q || undefined, lang }, schema: faqResponse, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/pages/help-center?lang. */
export function useHelpCenter() {
  const lang = useTranslation().i18n.language
  return useQuery({
    queryKey: ['pages', 'help-center', { lang }],
    queryFn: ({ signal }) => api.get('/pages/help-center', { params: { lang }, schema: helpCenterResponse, signal }),
  })
}

/** GET /api/pages/help-center/article?slug&lang. */
export function useHelpArticle(slug: string) {
  const lang = useTranslation().i18n.language
  return useQuery({
    queryKey: ['pages', 'help-center', 'article', { slug, lang }],
    queryFn: ({ signal }) => api.get('/pages/help-center/article', { params: { slug, lang }, schema: helpArticleResponse, signal }).then((r) => r.articleData),
  })
}
