import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '@/lib/clipboard'
import { cn } from '@/lib/cn'
import { useToast } from '@/ui/toast'

/** Copies `value`, confirms with a toast and a tick for two seconds. */
export function OtpCopyButton({
  value,
  label,
  copiedMessage,
  className,
  size = 'md',
  tone = 'primary',
}: {
  value: string
  /** Accessible name, e.g. "Copy the number". */
  label: string
  copiedMessage: string
  className?: string
  size?: 'md' | 'lg'
  tone?: 'primary' | 'success'
}) {
  const { t } = useTranslation('otp')
  const toast = useToast()
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!done) return
    const id = setTimeout(() => setDone(false), 2000)
    return () => clearTimeout(id)
  }, [done])
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid="otp-copy"
      onClick={async () => {
        const ok = await copyText(value)
        setDone(ok)
        toast(ok ? copiedMessage : t('copy.failed'), ok ? 'success' : 'error')
      }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        tone === 'success'
          ? 'bg-success/15 text-success hover:bg-success/25 focus-visible:outline-success'
          : 'bg-primary/10 text-primary hover:bg-primary/20 focus-visible:outline-primary',
        size === 'lg' ? 'h-12 px-4 [&_svg]:size-5' : 'h-10 px-3 [&_svg]:size-[18px]',
        className,
      )}
    >
      {done ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span>{done ? t('copy.done') : t('copy.action')}</span>
    </button>
  )
}
