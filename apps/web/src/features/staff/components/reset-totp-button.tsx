import { ConfirmButtons, useConfirmInPlace } from '../../../components/ui/confirm-in-place.tsx';
import type { StaffMember } from '@csa/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { useResetStaffTotp } from '../api/reset-staff-totp.ts';

/**
 * Resets a member's two-step verification, after a confirmation in place: the button becomes
 * the question with "Yes, reset" (which takes focus) and "Cancel" (which gives it back to the
 * button). The outcome goes to the page's live region through `onResult`, which takes focus.
 */
export function ResetTotpButton(props: {
  member: StaffMember;
  onResult: (message: string, isError: boolean) => void;
}) {
  const { member } = props;
  const reset = useResetStaffTotp();
  const { isConfirming, focusRef, openerRef, ask, cancel, close } = useConfirmInPlace();

  const onConfirm = async () => {
    // The button stays focusable while resetting (aria-disabled), so a second press is ignored.
    if (reset.isPending) return;
    try {
      await reset.mutateAsync(member.id);
      props.onResult(
        `Two-step verification was reset for ${member.name}. They have been signed out and must set it up again.`,
        false,
      );
    } catch (error) {
      // The page's live region takes focus with the reason.
      close();
      props.onResult(
        error instanceof ApiError ? error.message : 'Could not reset two-step verification.',
        true,
      );
    }
  };

  if (!isConfirming) {
    return (
      <button
        type="button"
        ref={openerRef}
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
        onClick={ask}
      >
        Reset two-step verification <span className="govuk-visually-hidden">for {member.name}</span>
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`reset-totp-${member.id}`}>
      <p className="govuk-body" id={`reset-totp-${member.id}`}>
        Reset two-step verification for {member.name}? They will be signed out and must set up their
        authenticator app again.
      </p>
      <ConfirmButtons
        confirmLabel="Yes, reset"
        confirmRef={focusRef}
        isPending={reset.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={cancel}
      />
    </div>
  );
}
