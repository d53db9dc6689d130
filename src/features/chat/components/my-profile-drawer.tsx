import { LogOut } from 'lucide-react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CHAT_ABOUT_MAX, CHAT_STATUSES, chatProfileUpdate, type ChatProfileUser } from '@/api/contracts/chat'
import { chats } from '@/api/resources/chat'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { useSignOut } from '@/lib/use-sign-out'
import { Button } from '@/ui/button'
import { FormDrawer } from '@/ui/form-dialog'
import { RadioGroup } from '@/ui/radio'
import { Switch } from '@/ui/switch'
import { TextareaField } from '@/ui/textarea-field'
import { STATUS_LABELS } from '../lib/chat-meta'
import { ProfileHead } from './contact-profile-drawer'

/** My profile (inline start): about, status and settings, stored by PUT /api/apps/chat/profile. */
export function MyProfileDrawer({ open, me, onClose }: { open: boolean; me: ChatProfileUser; onClose: () => void }) {
  const { t } = useTranslation(['chat', 'common'])
  const signOut = useSignOut()
  const err = useErrorText()
  const save = chats.useMutation('saveProfile', { form: true, failed: t('failed'), success: () => t('profile.saved') })
  const dialog = useFormDialog({
    schema: chatProfileUpdate,
    open,
    values: () => ({ status: me.status, about: me.about, settings: { ...me.settings } }),
    submit: save.mutateAsync,
    onDone: onClose,
  })
  const { form } = dialog
  const e = form.formState.errors
  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      side="start"
      title={t('myProfile')}
      width="w-[min(360px,100vw)]"
      submitLabel={t('profile.save')}
      className="flex flex-col gap-6"
    >
      <ProfileHead avatar={me.avatar} name={me.fullName} status={form.watch('status')} role={me.role} />
      <TextareaField
        label={t('profile.about')}
        limit={CHAT_ABOUT_MAX}
        autoGrow
        dir="auto"
        rows={3}
        {...form.register('about')}
        error={err(e.about?.message)}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <RadioGroup
            label={t('profile.status')}
            value={field.value}
            onChange={field.onChange}
            error={err(e.status?.message)}
            options={CHAT_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
          />
        )}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-[0.8125rem] font-medium">{t('profile.settings')}</legend>
        <Controller
          control={form.control}
          name="settings.isTwoStepAuthVerificationEnabled"
          render={({ field }) => <Switch label={t('profile.twoStep')} checked={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="settings.isNotificationsOn"
          render={({ field }) => <Switch label={t('profile.notifications')} checked={field.value} onChange={field.onChange} />}
        />
      </fieldset>
      <Button type="button" variant="tonal" color="error" onClick={() => void signOut()}>
        <LogOut aria-hidden className="size-4" />
        {t('common:topbar.logout')}
      </Button>
    </FormDrawer>
  )
}
