import { create } from 'zustand';
import type { SubscriptionDTO } from '@/lib/services/users';

// spec P1 §4 "Subscription": null at start, filled by fetching, refreshed while active or on trial.
type SubscriptionStore = {
  subscription: SubscriptionDTO | null;
  setSubscription: (s: SubscriptionDTO | null) => void;
};

export const useSubscriptionStore = create<SubscriptionStore>((set) => ({
  subscription: null,
  setSubscription: (subscription) => set({ subscription }),
}));
