import { MAX_PRODUCT_IMAGE_BYTES } from '@/api/contracts/ecommerce-products'
import { cn } from '@/lib/cn'
import { FileDropZone } from '@/ui/file-drop-zone'

/**
 * One picture of the shop (product or category): the stored one while no new file is chosen, and
 * the drop zone (an image up to 5 MB, uploaded through POST /api/apps/ecommerce/images on save).
 */
export function ShopPictureField({
  label,
  current,
  files,
  onFiles,
  error,
  large,
}: {
  label: string
  current?: { src: string; alt: string }
  files: File[]
  onFiles: (files: File[]) => void
  error?: string
  large?: boolean
}) {
  return (
    <>
      {current && files.length === 0 && (
        <img src={current.src} alt={current.alt} className={cn('rounded-md bg-hover object-contain p-2', large ? 'size-24' : 'size-16')} />
      )}
      <FileDropZone
        label={label}
        value={files}
        onChange={onFiles}
        accept="image/*"
        maxSize={MAX_PRODUCT_IMAGE_BYTES}
        maxFiles={1}
        error={error}
      />
    </>
  )
}
