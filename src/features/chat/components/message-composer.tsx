import { Send } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendMessageRequest } from '@/api/contracts/chat'
import { useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { TextareaField } from '@/ui/textarea-field'

/**
 * The message box: Enter sends, Shift+Enter starts a new line; an empty (or too long) message is
 * refused with the contract's reason. The text is cleared once `onSend` succeeded, kept otherwise.
 */
export function MessageComposer({
  recipient,
  onSend,
  busy,
}: {
  /** Names the box ("Message to …"). */
  recipient: string
  onSend: (message: string) => Promise<unknown>
  busy?: boolean
}) {
  const { t } = useTranslation('chat')
  const err = useErrorText()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const box = useRef<HTMLTextAreaElement>(null)

  const send = async () => {
    if (busy) return
    const parsed = sendMessageRequest.shape.message.safeParse(text)
    if (!parsed.success) {
      const reason = parsed.error.issues[0]?.message
      setError(reason === 'validation.required' ? t('composer.empty') : err(reason))
      return
    }
    setError(undefined)
    try {
      await onSend(parsed.data)
      setText('')
      // The Send button is disabled while sending: the next message is typed in the box again.
      box.current?.focus()
    } catch {
      // The mutation's feedback says why; the text stays to try again.
    }
  }

  return (
    <form
      noValidate
      aria-label={t('composer.send')}
      className="flex items-end gap-3 border-t border-border bg-surface px-4 py-3"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <div className="min-w-0 flex-1">
        <TextareaField
          ref={box}
          label={<span className="sr-only">{t('composer.label', { name: recipient })}</span>}
          placeholder={t('composer.placeholder')}
          rows={1}
          dir="auto"
          autoGrow
          maxRows={6}
          value={text}
          error={error}
          hint={<span className="sr-only">{t('composer.hint')}</span>}
          className="min-h-10"
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError(undefined)
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return
            e.preventDefault()
            void send()
          }}
        />
      </div>
      <Button type="submit" loading={busy} className="mb-1.5">
        <Send aria-hidden className="rtl:-scale-x-100" />
        <span className="max-sm:sr-only">{t('composer.send')}</span>
      </Button>
    </form>
  )
}
