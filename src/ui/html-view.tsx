import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { cn } from '@/lib/cn'

/** Typography for stored rich text (the editor's output): lists, links, alignment, direction. */
export const richTextClass =
  'text-[0.9375rem] leading-relaxed text-text [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_p]:my-1.5 [&_h1]:text-xl [&_h2]:text-lg [&_h3]:font-semibold [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 [&_img]:max-w-full [&_[align=start]]:text-start [&_[align=center]]:text-center [&_[align=end]]:text-end [&_[align=justify]]:text-justify'

/**
 * THE viewer of stored HTML (e-mail bodies, product descriptions, editor output): the HTML goes
 * through `sanitizeHtml` (no scripts, handlers, `javascript:` links, remote images) before it is
 * rendered. Never render stored HTML any other way.
 */
export function HtmlView({
  html,
  className,
  as: Tag = 'div',
  ...props
}: { html: string; className?: string; as?: 'div' | 'article' | 'section' } & Omit<
  React.HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
>) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag {...props} className={cn(richTextClass, className)} dangerouslySetInnerHTML={{ __html: clean }} />
}
