/**
 * An e-mail address shown as text: left to right in every language (an address is not Arabic
 * text), and on a narrow line (a list row as a tablet card) it breaks before the @ first, then
 * anywhere, instead of cutting the name or the domain at a random letter.
 */
export function EmailAddress({ value, className }: { value: string; className?: string }) {
  const at = value.indexOf('@')
  return (
    <span dir="ltr" className={className}>
      {at > 0 ? (
        <>
          {value.slice(0, at)}
          <wbr />
          {value.slice(at)}
        </>
      ) : (
        value
      )}
    </span>
  )
}
