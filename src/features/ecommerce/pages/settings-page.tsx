import { Bell, CreditCard, MapPin, ShoppingCart, Store, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SHOP_SETTINGS_SECTIONS, type ShopSettings, type ShopSettingsSection } from '@/api/contracts/ecommerce-settings'
import { ecommerceSettings } from '@/api/resources/ecommerce-settings'
import { PageHeader } from '@/ui/page-header'
import { QueryState } from '@/ui/query-state'
import { Tab, TabList, TabPanel, TabPanels, Tabs, useTabParam } from '@/ui/tabs'
import { CheckoutSettingsTab, PaymentsSettingsTab } from '../components/settings/settings-choice-tabs'
import { LocationSettingsTab, StoreSettingsTab } from '../components/settings/settings-address-tabs'
import { NotificationsSettingsTab, ShippingSettingsTab } from '../components/settings/settings-rates-tabs'
import type { PageModuleExtras } from '@/api/resources'

const TABS: Record<ShopSettingsSection, { icon: React.ReactNode; Panel: (p: { settings: ShopSettings }) => React.ReactNode }> = {
  store: { icon: <Store aria-hidden />, Panel: StoreSettingsTab },
  payments: { icon: <CreditCard aria-hidden />, Panel: PaymentsSettingsTab },
  checkout: { icon: <ShoppingCart aria-hidden />, Panel: CheckoutSettingsTab },
  shipping: { icon: <Truck aria-hidden />, Panel: ShippingSettingsTab },
  location: { icon: <MapPin aria-hidden />, Panel: LocationSettingsTab },
  notifications: { icon: <Bell aria-hidden />, Panel: NotificationsSettingsTab },
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/settings: six vertical tabs (the `tab` param), each a form saved through the API. */
export default function SettingsPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const query = ecommerceSettings.useDetail('shop')
  const tabs = useTabParam('tab', SHOP_SETTINGS_SECTIONS)
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <QueryState query={query} error={t('settings.loadFailed')}>
        {(settings) => (
          <Tabs variant="pill" vertical className="flex-col lg:flex-row" {...tabs}>
            <TabList vertical aria-label={t('settings.title')} className="shrink-0 lg:w-60">
              {SHOP_SETTINGS_SECTIONS.map((key) => (
                <Tab key={key} icon={TABS[key].icon}>
                  {t(`settings.tabs.${key}`)}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="mt-0">
              {SHOP_SETTINGS_SECTIONS.map((key) => {
                const { Panel } = TABS[key]
                return (
                  <TabPanel key={key}>
                    <Panel settings={settings} />
                  </TabPanel>
                )
              })}
            </TabPanels>
          </Tabs>
        )}
      </QueryState>
    </div>
  )
}
