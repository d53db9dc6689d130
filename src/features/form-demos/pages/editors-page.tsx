import { useState } from 'react'
import { HtmlView } from '@/ui/html-view'
import { RichTextField } from '@/ui/rich-text-field'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './editors-page.tsx?raw'

function BasicEditor() {
  const { t } = useDemoT()
  const [html, setHtml] = useState('')
  return <RichTextField label={t('f.content')} value={html} onChange={setHtml} placeholder={t('f.editorPlaceholder')} />
}

function CustomEditor() {
  const { t } = useDemoT()
  const [html, setHtml] = useState(`<p>${t('f.sampleText')}</p>`)
  return (
    <>
      <RichTextField label={t('f.content')} value={html} onChange={setHtml} minHeight="10rem" hint={t('shared.htmlOut')} />
      <div className="rounded-md border border-border p-3">
        <HtmlView html={html} aria-label={t('shared.preview')} />
      </div>
    </>
  )
}

export default function EditorsPage() {
  return <DemoPage page="editors" raw={raw} single demos={{ BasicEditor, CustomEditor }} />
}
