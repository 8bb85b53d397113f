import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { fetchAccountExport, useDeleteAccount } from './api.ts';
import { AccountSection } from './components/AccountSection.tsx';
import { CurrentPasswordField, useCurrentPassword } from './components/CurrentPasswordField.tsx';

/** Saves the account's data export as a JSON file. */
async function downloadExport() {
  const data = await fetchAccountExport();
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-account-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

function ExportData() {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadExport();
    } catch (e) {
      toast.error('Could not export your data.', { description: errorText(e, '') || undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium">Download your data</h3>
      <p className="text-sm text-muted-foreground">
        Your profile, listings, messages, ratings, identity applications (without the documents) and payments,
        as a JSON file.
      </p>
      <Button variant="outline" className="w-fit" onClick={onClick} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download my data
      </Button>
    </div>
  );
}

/** Deleting the account: the password, then a confirmation that says what goes and what stays. */
function DeleteAccount() {
  const id = useId();
  const remove = useDeleteAccount();
  const { password, setError, check, field } = useCurrentPassword();
  const [confirming, setConfirming] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (check()) setConfirming(true);
  };
  const destroy = async () => {
    try {
      await remove.mutateAsync(password);
      // A full reload: nothing of the old session stays in memory.
      window.location.assign('/?account=deleted');
    } catch (e) {
      setConfirming(false);
      setError(errorText(e, 'Could not delete your account. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={ask} className="flex flex-col gap-3">
      <h3 className="font-medium text-destructive">Delete your account</h3>
      <p className="text-sm text-muted-foreground">
        Your profile, listings and their photos, and identity documents are deleted and you are signed out
        everywhere. Messages you sent stay with the people you wrote to, shown as from "Deleted user"; ratings
        you gave stay, anonymised. This cannot be undone.
      </p>
      <CurrentPasswordField id={id} className="max-w-sm" {...field} />
      <Button type="submit" variant="destructive" className="w-fit">
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account for good?</AlertDialogTitle>
            <AlertDialogDescription>
              Your listings, photos and documents are deleted now. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
            <Button variant="destructive" onClick={destroy} disabled={remove.isPending}>
              {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Delete for good
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

/** Leaving the marketplace: take your data with you, and delete the account. */
export function DeleteAccountSection() {
  return (
    <AccountSection
      id="leaving"
      title="Your data and leaving"
      description="Take a copy of everything we keep about you, or close your account."
    >
      <div className="flex flex-col gap-8">
        <ExportData />
        <DeleteAccount />
      </div>
    </AccountSection>
  );
}
