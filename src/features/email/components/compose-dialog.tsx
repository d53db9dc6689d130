import { Send, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { emailSendInput, htmlText, type EmailDraftInput } from '@/api/contracts/email-compose'
import { emails } from '@/api/resources/email'
import { applyServerErrors, useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { useFormDraft } from '@/lib/use-form-draft'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import type { ComboboxItem } from '@/ui/combobox'
import { Dialog, DialogBody, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { TextField } from '@/ui/field'
import { RichTextField } from '@/ui/rich-text-field'
import { BLANK, type ComposeValues } from '../lib/compose-values'
import { AddressField } from './address-field'

/** The form-draft key: what is typed survives an app update (the existing form-draft mechanism). */
export const COMPOSE_DRAFT_KEY = 'email-compose'

export interface ComposeState {
  /** The stored draft being edited (sending removes it; closing updates it). */
  draftId?: number
  values: ComposeValues
}

const hasContent = (v: Partial<ComposeValues>) =>
  Boolean(v.to?.length || v.cc?.length || v.bcc?.length || v.subject?.trim() || htmlText(v.message ?? ''))

/**
 * The compose window: To (Cc and Bcc on demand) as address chips, subject, rich text. Send stores
 * the e-mail in Sent; closing keeps what was written as a draft (created or updated); "delete
 * draft" puts the draft in the trash.
 */
export function ComposeDialog({
  state,
  onClose,
  onRestore,
  contacts,
}: {
  state: ComposeState | null
  onClose: () => void
  /** After an app update, the compose window reopens with what was being typed. */
  onRestore: (values: ComposeValues) => void
  contacts: ComboboxItem[]
}) {
  const { t } = useTranslation(['email', 'common'])
  const errorText = useErrorText()
  const open = state !== null
  const draftId = state?.draftId
  const send = emails.useMutation('send', { form: true, success: () => t('composer.sent'), failed: t('composer.failed') })
  const createDraft = emails.useMutation('createDraft', {
    form: true,
    success: () => t('composer.draftSaved'),
    failed: t('composer.draftFailed'),
  })
  const updateDraft = emails.useMutation('updateDraft', {
    form: true,
    success: () => t('composer.draftSaved'),
    failed: t('composer.draftFailed'),
  })
  const discard = emails.useMutation('update', { success: () => t('composer.draftDiscarded'), failed: t('actions.failed') })

  const { form, formId, onSubmit } = useFormDialog({
    schema: emailSendInput,
    open,
    values: () => state?.values ?? BLANK,
    submit: (values) => send.mutateAsync({ ...values, draftId }),
    onDone: () => finish(),
    deps: [state],
  })
  const { restored } = useFormDraft(COMPOSE_DRAFT_KEY, form)
  useEffect(() => {
    if (restored) onRestore({ ...BLANK, ...(form.getValues() as Partial<ComposeValues>) })
    // Once, when the draft of the update comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored])

  const [extra, setExtra] = useState({ cc: false, bcc: false })
  useEffect(() => {
    if (!open) return
    setExtra({ cc: Boolean(state?.values.cc.length), bcc: Boolean(state?.values.bcc.length) })
    // The focus starts in To (the dialog would give it to its close button).
    const timer = setTimeout(() => document.getElementById(formId)?.querySelector('input')?.focus(), 80)
    return () => clearTimeout(timer)
  }, [open, state, formId])

  function finish() {
    form.reset(BLANK)
    onClose()
  }

  /** Close: what was written is kept as a draft (a refused draft keeps the window open with its errors). */
  async function closeKeepingDraft() {
    const values = form.getValues() as EmailDraftInput & Partial<ComposeValues>
    const changed = form.formState.isDirty || draftId === undefined
    if (!hasContent(values) || !changed) return finish()
    const { to, cc, bcc, subject, message } = values
    const body = { to, cc, bcc, subject, message }
    try {
      if (draftId === undefined) await createDraft.mutateAsync(body)
      else await updateDraft.mutateAsync({ id: draftId, ...body })
      finish()
    } catch (error) {
      applyServerErrors(error, form.setError)
    }
  }

  const saving = createDraft.isPending || updateDraft.isPending
  return (
    <Dialog open={open} onClose={() => void closeKeepingDraft()} size="lg" scrollable>
      <DialogHeader>
        <DialogTitle>{draftId === undefined ? t('composer.title') : t('composer.editTitle')}</DialogTitle>
      </DialogHeader>
      <DialogBody>
        <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {restored && (
            <Alert tone="info" density="compact">
              {t('composer.restored')}
            </Alert>
          )}
          <div className="flex flex-col gap-1">
            <Controller
              control={form.control}
              name="to"
              render={({ field, fieldState }) => (
                <AddressField
                  label={t('composer.to')}
                  value={field.value}
                  onChange={field.onChange}
                  contacts={contacts}
                  error={fieldState.error}
                  hint={t('composer.addressHint')}
                  required
                />
              )}
            />
            <div className="flex flex-wrap justify-end gap-2">
              {!extra.cc && (
                <Button size="sm" variant="text" onClick={() => setExtra((e) => ({ ...e, cc: true }))}>
                  {t('composer.showCc')}
                </Button>
              )}
              {!extra.bcc && (
                <Button size="sm" variant="text" onClick={() => setExtra((e) => ({ ...e, bcc: true }))}>
                  {t('composer.showBcc')}
                </Button>
              )}
            </div>
          </div>
          {(['cc', 'bcc'] as const).map(
            (name) =>
              extra[name] && (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <AddressField
                      label={name === 'cc' ? t('composer.cc') : t('composer.bcc')}
                      value={field.value}
                      onChange={field.onChange}
                      contacts={contacts}
                      error={fieldState.error}
                    />
                  )}
                />
              ),
          )}
          <TextField
            label={t('composer.subject')}
            required
            maxLength={200}
            error={errorText(form.formState.errors.subject?.message)}
            {...form.register('subject')}
          />
          <Controller
            control={form.control}
            name="message"
            render={({ field, fieldState }) => (
              <RichTextField
                label={t('composer.message')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
                minHeight="10rem"
              />
            )}
          />
        </form>
      </DialogBody>
      <DialogFooter className="justify-between">
        {draftId !== undefined ? (
          <Button
            variant="text"
            color="error"
            loading={discard.isPending}
            onClick={() => discard.mutate({ ids: [draftId], data: { isDeleted: true } }, { onSuccess: finish })}
          >
            <Trash2 aria-hidden />
            {t('composer.discard')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="outlined" color="secondary" loading={saving} onClick={() => void closeKeepingDraft()}>
            {t('composer.close')}
          </Button>
          <Button type="submit" form={formId} loading={send.isPending}>
            <Send aria-hidden className="rtl:-scale-x-100" />
            {t('composer.send')}
          </Button>
        </div>
      </DialogFooter>
    </Dialog>
  )
}
