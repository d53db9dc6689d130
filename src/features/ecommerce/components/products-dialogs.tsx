import { useTranslation } from 'react-i18next'
import type { Product } from '@/api/contracts/ecommerce'
import { ecommerceProducts } from '@/api/resources/ecommerce'
import { formatNumber } from '@/lib/format'
import type { DialogState } from '@/lib/use-dialog-state'
import { DeleteConfirmDialogs } from '@/ui/delete-confirm-dialogs'

export type ProductsDialog = 'delete' | 'bulkDelete'
export type ProductsDialogRow = Product | { ids: number[]; clear: () => void }
export type ProductsDialogs = DialogState<ProductsDialog, ProductsDialogRow>

const asProduct = (row: ProductsDialogRow | null) => (row && 'productName' in row ? row : null)
const asBulk = (row: ProductsDialogRow | null) => (row && 'ids' in row ? row : null)

/** The products table's confirmations: delete one product, delete the selection. */
export function ProductsDialogs({ dialogs }: { dialogs: ProductsDialogs }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const deleting = asProduct(dialogs.rowOf('delete'))
  const bulk = asBulk(dialogs.rowOf('bulkDelete'))
  const failed = t('toasts.failed')
  const remove = ecommerceProducts.useMutation('remove', {
    failed,
    success: () => t('products.deleted', { name: deleting?.productName ?? '' }),
  })
  const removeMany = ecommerceProducts.useMutation('removeMany', {
    failed,
    success: (done, ids) => ({
      message: t('products.bulkDeleted', { count: formatNumber(done) }),
      tone: done === ids.length ? 'success' : 'warning',
    }),
  })
  return (
    <>
      <DeleteConfirmDialogs
        onClose={dialogs.close}
        one={{
          open: dialogs.isOpen('delete'),
          id: deleting?.id,
          remove,
          title: t('products.deleteTitle'),
          message: t('products.deleteMessage', { name: deleting?.productName ?? '' }),
        }}
        many={{
          open: dialogs.isOpen('bulkDelete'),
          selection: bulk,
          removeMany,
          title: t('products.bulkDeleteTitle'),
          message: t('products.bulkDeleteMessage', { count: formatNumber(bulk?.ids.length ?? 0) }),
        }}
      />
    </>
  )
}
