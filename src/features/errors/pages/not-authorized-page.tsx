import { ErrorScreen } from '../components/error-screen'

export default function Page() {
  return <ErrorScreen kind="notAuthorized" />
}
