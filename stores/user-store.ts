import { create } from 'zustand';
import type { UserDTO } from '@/lib/services/users';

// The signed-in user as last synced from POST /api/user/sync (spec P1 §4 "User sync").
type UserStore = {
  user: UserDTO | null;
  status: 'idle' | 'syncing' | 'synced' | 'error';
  error: string | null;
  setSyncing: () => void;
  setUser: (user: UserDTO) => void;
  setError: (message: string) => void;
  clear: () => void;
};

export const useUserStore = create<UserStore>((set) => ({
  user: null,
  status: 'idle',
  error: null,
  setSyncing: () => set({ status: 'syncing', error: null }),
  setUser: (user) => set({ user, status: 'synced', error: null }),
  setError: (error) => set({ status: 'error', error }),
  clear: () => set({ user: null, status: 'idle', error: null }),
}));
