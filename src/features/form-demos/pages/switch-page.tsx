import { useState } from 'react'
import { Switch } from '@/ui/switch'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './switch-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

function Basic() {
  const { t } = useDemoT()
  const [on, setOn] = useState(true)
  return <Switch label={on ? t('shared.on') : t('shared.off')} checked={on} onChange={setOn} />
}

function Group() {
  const { t } = useDemoT()
  const [on, setOn] = useState<Record<string, boolean>>({ email: true, sms: false, push: true })
  return (
    <div className="flex flex-col gap-3">
      {Object.keys(on).map((k) => (
        <Switch key={k} label={t(demoKey(`f.notify.${k}`))} checked={on[k]!} onChange={(v) => setOn((o) => ({ ...o, [k]: v }))} />
      ))}
    </div>
  )
}

export default function SwitchPage() {
  return <DemoPage page="switch" raw={raw} demos={{ Basic, Group }} />
}
