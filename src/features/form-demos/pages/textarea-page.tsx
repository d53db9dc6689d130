import { MessageSquare, X } from 'lucide-react'
import { useState } from 'react'
import { Combobox } from '@/ui/combobox'
import { IconButton } from '@/ui/icon-button'
import { TextareaField } from '@/ui/textarea-field'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './textarea-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  return <TextareaField label={t('f.bio')} placeholder={t('f.bioPlaceholder')} />
}

function AutoGrow() {
  const { t } = useDemoT()
  return <TextareaField label={t('f.message')} autoGrow maxRows={8} rows={2} defaultValue={t('f.longText')} />
}

function Counter() {
  const { t } = useDemoT()
  return <TextareaField label={t('f.bio')} limit={120} />
}

function Clearable() {
  const { t } = useDemoT()
  const [value, setValue] = useState(t('f.sampleText'))
  return (
    <div className="flex items-start gap-2">
      <TextareaField label={t('f.message')} value={value} onChange={(e) => setValue(e.target.value)} className="flex-1" />
      <IconButton label={t('shared.clear')} size="sm" onClick={() => setValue('')} className="mt-7">
        <X />
      </IconButton>
    </div>
  )
}

function Icons() {
  const { t } = useDemoT()
  return (
    <div className="flex items-start gap-3">
      <MessageSquare aria-hidden className="mt-9 size-5 text-muted" />
      <TextareaField label={t('f.comment')} className="flex-1" />
    </div>
  )
}

function Autocomplete() {
  const { t } = useDemoT()
  const [tags, setTags] = useState<string[]>([])
  const options = ['react', 'vite', 'zod', 'tailwind'].map((v) => ({ value: v, label: v }))
  return <Combobox multiple allowCustom label={t('f.tags')} options={options} value={tags} onChange={setTags} />
}

function NoResize() {
  const { t } = useDemoT()
  return <TextareaField label={t('f.message')} rows={3} className="resize-none" />
}

function Rows() {
  const { t } = useDemoT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextareaField label={t('shared.rowsN', { n: 2 })} rows={2} />
      <TextareaField label={t('shared.rowsN', { n: 5 })} rows={5} />
    </div>
  )
}

function States() {
  const { t } = useDemoT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextareaField label={t('shared.disabled')} disabled defaultValue={t('f.sampleText')} />
      <TextareaField label={t('shared.readonly')} readOnly defaultValue={t('f.sampleText')} />
    </div>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [value, setValue] = useState('')
  const error = value.length > 0 && value.length < 10 ? t('v.min', { n: 10 }) : undefined
  return (
    <TextareaField
      label={t('f.message')}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={error}
      hint={t('v.min', { n: 10 })}
    />
  )
}

export default function TextareaPage() {
  return (
    <DemoPage
      page="textarea"
      raw={raw}
      demos={{ Basic, AutoGrow, Autocomplete, Clearable, Counter, Icons, NoResize, Rows, States, Validation }}
    />
  )
}
