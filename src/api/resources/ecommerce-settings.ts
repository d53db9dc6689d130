import { api } from '@/api/client'
import { shopSettings, type ShopSettingsUpdate } from '@/api/contracts/ecommerce-settings'
import { defineResource, mutation } from './define-resource'

const PATH = '/apps/ecommerce/settings'

/** The shop settings (one record, `useDetail('shop')`); each tab saves its own section. */
export const ecommerceSettings = defineResource({
  key: ['ecommerce', 'settings'],
  detail: (_id: 'shop', signal) => api.get(PATH, { schema: shopSettings, signal }),
  mutations: {
    save: mutation((body: ShopSettingsUpdate) => api.put(PATH, body, { schema: shopSettings }), {
      onSuccess: (client, saved) => client.setQueryData(ecommerceSettings.keys.detail('shop'), saved),
    }),
  },
})
