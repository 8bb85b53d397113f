export { type AuthContextValue, AuthProvider, type RegisterResult, useAuth } from './auth-context.tsx';
