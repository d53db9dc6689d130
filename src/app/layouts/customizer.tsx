import { useQueryClient } from '@tanstack/react-query'
import { Check, Laptop, Moon, RotateCcw, Settings2, Sun } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/api/client'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences-context'
import { LANGUAGES, PRIMARY_PRESETS, type Preferences } from '@/lib/preferences'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/dialog'
import { Drawer } from '@/ui/drawer'
import { MountWhenOpened } from '@/ui/mount-when-opened'
import { Switch } from '@/ui/switch'
import { useToast } from '@/ui/toast'
import { DataSafety } from '@/app/pwa/data-safety'
import { LANGUAGE_NAMES } from './topbar/language-switcher'
import { useNavState } from './nav-context'
import type { I18nKey } from '@/i18n/i18n-keys'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-border py-5 first:pt-0 last:border-0">
      <h3 className="mb-4 inline-block rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium tracking-wide text-primary uppercase">
        {title}
      </h3>
      <div className="space-y-4">{children}</div>
    </section>
  )
}

function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string
  name: string
  value: V
  options: { value: V; label: string; icon?: React.ReactNode }[]
  onChange: (v: V) => void
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-muted">{label}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-border px-2 py-3 text-center text-sm transition-colors hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === o.value && 'border-primary bg-primary/10 text-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.icon}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The customizer: its toggle, and its drawer, rendered from the first time it opens (its ~40
 * options are no work for a screen that never opens it).
 */
export function Customizer() {
  const { t } = useTranslation()
  const { customizerOpen, setCustomizerOpen } = useNavState()
  return (
    <>
      <button
        type="button"
        onClick={() => setCustomizerOpen(true)}
        aria-label={t('customizer.open')}
        data-testid="customizer-toggle"
        data-tour="customizer"
        className="fixed end-0 top-1/2 z-40 flex size-10 -translate-y-1/2 items-center justify-center rounded-s-lg bg-primary-fill text-white shadow-pop"
      >
        <Settings2 className="size-5 animate-[spin_6s_linear_infinite]" />
      </button>
      <MountWhenOpened open={customizerOpen}>
        <CustomizerDrawer />
      </MountWhenOpened>
    </>
  )
}

/** The customizer drawer: every choice is stored in its vermilion- cookie by the preferences provider. */
function CustomizerDrawer() {
  const { t } = useTranslation()
  const { prefs, set, reset } = usePreferences()
  const { customizerOpen, setCustomizerOpen } = useNavState()
  const toast = useToast()
  const qc = useQueryClient()
  const [confirm, setConfirm] = useState(false)
  const [busy, setBusy] = useState(false)
  const opt = <K extends keyof Preferences>(_key: K, values: Preferences[K][], keyOf: (v: Preferences[K]) => I18nKey) =>
    values.map((v) => ({ value: String(v), label: t(keyOf(v)) }))

  const resetData = async () => {
    setBusy(true)
    try {
      await api.post('/system/reset')
      await qc.invalidateQueries()
      toast(t('customizer.data.resetDone'))
    } catch {
      toast(t('states.error'), 'error')
    } finally {
      setBusy(false)
      setConfirm(false)
    }
  }

  const layout = prefs.navLayout === 'horizontal' ? 'horizontal' : prefs.navCollapsed ? 'collapsed' : 'vertical'

  return (
    <>
      <Drawer
        open={customizerOpen}
        onClose={() => setCustomizerOpen(false)}
        title={t('customizer.title')}
        subtitle={t('customizer.subtitle')}
        footer={
          <Button variant="tonal" color="secondary" onClick={reset} block>
            <RotateCcw /> {t('customizer.resetPrefs')}
          </Button>
        }
      >
        <Section title={t('customizer.sections.theming')}>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-muted">{t('customizer.primaryColor')}</legend>
            <div className="flex flex-wrap items-center gap-2">
              {PRIMARY_PRESETS.map((c) => (
                <button
                  key={c}
                  type="button"
                  onClick={() => set('primaryColor', c)}
                  aria-label={c}
                  aria-pressed={prefs.primaryColor.toLowerCase() === c.toLowerCase()}
                  className="flex size-11 items-center justify-center rounded-lg border border-border"
                >
                  <span className="flex size-7 items-center justify-center rounded-md text-white" style={{ background: c }}>
                    {prefs.primaryColor.toLowerCase() === c.toLowerCase() && <Check className="size-4" />}
                  </span>
                </button>
              ))}
              <label
                className="flex size-11 cursor-pointer items-center justify-center rounded-lg border border-border"
                title={t('customizer.customColor')}
              >
                <span className="sr-only">{t('customizer.customColor')}</span>
                <input
                  type="color"
                  value={prefs.primaryColor}
                  onChange={(e) => set('primaryColor', e.target.value)}
                  className="size-7 cursor-pointer rounded bg-transparent"
                />
              </label>
            </div>
          </fieldset>
          <Choice
            name="theme"
            label={t('customizer.theme.label')}
            value={prefs.theme}
            onChange={(v) => set('theme', v)}
            options={[
              { value: 'light', label: t('customizer.theme.light'), icon: <Sun className="size-5" /> },
              { value: 'dark', label: t('customizer.theme.dark'), icon: <Moon className="size-5" /> },
              { value: 'system', label: t('customizer.theme.system'), icon: <Laptop className="size-5" /> },
            ]}
          />
          <Choice
            name="skin"
            label={t('customizer.skin.label')}
            value={prefs.skin}
            onChange={(v) => set('skin', v)}
            options={opt('skin', ['default', 'bordered'], (v) => `customizer.skin.${v}`) as never}
          />
          <Switch label={t('customizer.semiDarkNav')} checked={prefs.semiDarkNav} onChange={(v) => set('semiDarkNav', v)} />
        </Section>
        <Section title={t('customizer.sections.layout')}>
          <Choice
            name="layout"
            label={t('customizer.layout.label')}
            value={layout}
            onChange={(v) => {
              if (v === 'horizontal') set('navLayout', 'horizontal')
              else {
                set('navLayout', 'vertical')
                set('navCollapsed', v === 'collapsed')
              }
            }}
            options={opt('navLayout', ['vertical', 'collapsed', 'horizontal'] as never, (v) => `customizer.layout.${v}`) as never}
          />
          <Choice
            name="contentWidth"
            label={t('customizer.contentWidth.label')}
            value={prefs.contentWidth}
            onChange={(v) => set('contentWidth', v)}
            options={opt('contentWidth', ['fluid', 'boxed'], (v) => `customizer.contentWidth.${v}`) as never}
          />
          <Choice
            name="navbarType"
            label={t('customizer.navbarType.label')}
            value={prefs.navbarType}
            onChange={(v) => set('navbarType', v)}
            options={opt('navbarType', ['sticky', 'static', 'hidden'], (v) => `customizer.navbarType.${v}`) as never}
          />
          <Choice
            name="footerType"
            label={t('customizer.footerType.label')}
            value={prefs.footerType}
            onChange={(v) => set('footerType', v)}
            options={opt('footerType', ['sticky', 'static', 'hidden'], (v) => `customizer.footerType.${v}`) as never}
          />
          <Switch label={t('customizer.navbarBlur')} checked={prefs.navbarBlur} onChange={(v) => set('navbarBlur', v)} />
        </Section>
        <Section title={t('customizer.sections.language')}>
          <Choice
            name="language"
            label={t('customizer.language')}
            value={prefs.language}
            onChange={(v) => set('language', v)}
            options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
        </Section>
        <Section title={t('customizer.sections.data')}>
          <p className="text-sm text-muted">{t('customizer.data.help')}</p>
          <DataSafety />
          <Button color="error" variant="outlined" onClick={() => setConfirm(true)} data-testid="reset-demo-data">
            {t('customizer.data.reset')}
          </Button>
        </Section>
      </Drawer>
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={() => void resetData()}
        busy={busy}
        title={t('customizer.data.reset')}
        message={t('customizer.data.confirm')}
        confirmLabel={t('customizer.data.resetConfirm')}
      />
    </>
  )
}
