import type { ReactNode } from 'react';
import { SignInGate } from '../../entities/session';
import { AccountNav } from './AccountNav';
import './account.css';
import { Button } from '../../ui/Button';

/** An account screen: signed-in only (others are sent to sign in and brought back), with the sections' nav. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SignInGate>
      <div className="page account">
        <AccountNav />
        <h1 className="page__title">{title}</h1>
        {children}
      </div>
    </SignInGate>
  );
}

/** A line saying a request failed, with a retry. */
export function LoadError({ message, retry, retryLabel }: { message: string; retry: () => void; retryLabel: string }) {
  return (
    <div className="account__error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={retry}>
        {retryLabel}
      </Button>
    </div>
  );
}
