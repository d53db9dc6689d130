import { useSyncExternalStore } from 'react'

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())
let listening = false

/** Catches beforeinstallprompt from start-up on (it may fire before React renders). */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // our "Install app" menu entry offers it instead of the browser's bar
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    emit()
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the browser offers installing the app, and the action that asks it to. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  )
  return {
    canInstall: event !== null,
    install: async () => {
      const current = deferred
      if (!current) return false
      deferred = null
      emit()
      await current.prompt()
      const choice = await current.userChoice
      return choice.outcome === 'accepted'
    },
  }
}
