import { createContext, useContext } from 'react'

export interface NavState {
  overlay: boolean
  overlayOpen: boolean
  setOverlayOpen: (open: boolean) => void
  customizerOpen: boolean
  setCustomizerOpen: (open: boolean) => void
}

export const NavContext = createContext<NavState>({
  overlay: false,
  overlayOpen: false,
  setOverlayOpen: () => {},
  customizerOpen: false,
  setCustomizerOpen: () => {},
})

export const useNavState = () => useContext(NavContext)
