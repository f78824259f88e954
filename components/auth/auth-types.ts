// What the sign-in controls share: the screens of the auth form and the buttons' props. Apart from
// the components, so the forms and Clerk's buttons need not import the component that loads them.

export type Mode = 'sign-in' | 'sign-up' | 'forgot';

/** Each screen's title: the dialog's, and the sign-up page's form heading. */
export const AUTH_TITLES: Record<Mode, string> = { 'sign-in': 'Sign in', 'sign-up': 'Create your free account', forgot: 'Reset your password' };

export type AuthButtonsProps = { returnUrl: string; size?: 'sm' | 'md' | 'lg'; signInLabel?: string; signUpLabel?: string };
