import { Paperclip } from 'lucide-react'
import { useState } from 'react'
import { Chip } from '@/ui/chip'
import { FileDropZone, formatBytes } from '@/ui/file-drop-zone'
import { LinearProgress } from '@/ui/progress'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './file-input-page.tsx?raw'

/** A file field whose files the demo keeps in its own state. */
function useFiles() {
  return useState<File[]>([])
}

function Basic() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return <FileDropZone label={t('f.file')} value={files} onChange={setFiles} maxFiles={1} />
}

function Accept() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return (
    <FileDropZone
      label={t('f.avatar')}
      value={files}
      onChange={setFiles}
      accept="image/png,image/jpeg"
      typesLabel="PNG, JPEG"
      maxFiles={1}
    />
  )
}

function Chips() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return (
    <>
      <FileDropZone label={t('f.files')} value={files} onChange={setFiles} />
      <div className="flex flex-wrap gap-2">
        {files.map((f, i) => (
          <Chip
            key={`${f.name}-${i}`}
            onClose={() => setFiles(files.filter((_, j) => j !== i))}
            closeLabel={t('shared.removeFile', { name: f.name })}
          >
            {f.name}
          </Chip>
        ))}
      </div>
    </>
  )
}

function Counter() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  const size = files.reduce((s, f) => s + f.size, 0)
  return (
    <FileDropZone
      label={t('f.files')}
      value={files}
      onChange={setFiles}
      maxFiles={5}
      hint={t('shared.filesCount', { n: files.length, size: formatBytes(size) })}
    />
  )
}

function Loading() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return (
    <>
      <FileDropZone label={t('f.files')} value={files} onChange={setFiles} />
      {files.length > 0 && <LinearProgress value={60} label={t('shared.uploading')} />}
    </>
  )
}

function Multiple() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return <FileDropZone label={t('f.files')} value={files} onChange={setFiles} maxFiles={10} />
}

function PrependIcon() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return (
    <div className="flex items-start gap-3">
      <Paperclip aria-hidden className="mt-8 size-5 text-muted" />
      <FileDropZone label={t('f.attachment')} value={files} onChange={setFiles} className="flex-1" />
    </div>
  )
}

function ShowSize() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return (
    <>
      <FileDropZone label={t('f.files')} value={files} onChange={setFiles} />
      <ul className="text-sm text-muted">
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`}>{t('shared.fileWithSize', { name: f.name, size: formatBytes(f.size) })}</li>
        ))}
      </ul>
    </>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [files, setFiles] = useFiles()
  return (
    <FileDropZone
      label={t('f.avatar')}
      value={files}
      onChange={setFiles}
      accept="image/*"
      typesLabel={t('shared.images')}
      maxSize={200 * 1024}
      maxFiles={1}
      hint={t('v.fileRules', { size: formatBytes(200 * 1024) })}
    />
  )
}

export default function FileInputPage() {
  return (
    <DemoPage page="fileInput" raw={raw} demos={{ Accept, Basic, Chips, Counter, Loading, Multiple, PrependIcon, ShowSize, Validation }} />
  )
}
