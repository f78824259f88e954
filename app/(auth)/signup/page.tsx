// spec P1 §2: /signup is the same screen as /sign-in.
export { default, metadata } from '../sign-in/page';
