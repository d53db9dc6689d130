import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/api/client'
import { contentLanguage } from '@/api/contracts/localized'
import { profileHeaderResponse, profileTabResponses, type ProfileTab, type ProfileTabResponse } from '@/api/contracts/profile'

/** The content language asked of the API: the interface's (fr, en or ar). */
function useContentLanguage() {
  const { i18n } = useTranslation()
  return contentLanguage(i18n.language)
}

/** GET /api/pages/profile/header?lang: cover, avatar, name, designation, location, joining date. */
export function useProfileHeader() {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: ['profile', 'header', lang],
    queryFn: ({ signal }) => api.get('/pages/profile/header', { params: { lang }, schema: profileHeaderResponse, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/pages/profile?tab&lang: the data of one tab, in the interface language. */
export function useProfileTab<T extends ProfileTab>(tab: T) {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: ['profile', 'tab', tab, lang],
    queryFn: ({ signal }) =>
      api
        .get('/pages/profile', { params: { tab, lang }, signal })
        .then((data) => profileTabResponses[tab].parse(data) as ProfileTabResponse<T>),
  })
}
