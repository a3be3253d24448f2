import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../__generated__';
import type { UpdateProfileInput } from '../__generated__/graphql.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { resultData } from './result.ts';

/**
 * The settings page's mutations. Each asks back the user fields the page shows, so Apollo's
 * cached User (and with `refreshed`, the header and the remembered user) follow at once.
 * Failures reject: the page shows them where they belong (field, section, toast).
 */

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...SessionUser
        phone
        birthDate
        bio
        location
      }
    }
  }
`);

const UpdateAvatarMutation = graphql(`
  mutation UpdateAvatar($input: UpdateAvatarInput!) {
    updateAvatar(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

const DeleteAvatarMutation = graphql(`
  mutation DeleteAvatar {
    deleteAvatar {
      user {
        ...SessionUser
      }
    }
  }
`);

const UpdateEmailNotificationsMutation = graphql(`
  mutation UpdateEmailNotifications($input: UpdateEmailNotificationsInput!) {
    updateEmailNotifications(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

const SettingsLanguageMutation = graphql(`
  mutation SettingsLanguage($input: UpdateLanguageInput!) {
    updateLanguage(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      sent
      email
    }
  }
`);

const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      email
    }
  }
`);

const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions {
      ended
    }
  }
`);

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deleted
    }
  }
`);

const SettingsUploadLicenceMutation = graphql(`
  mutation SettingsUploadLicence($input: UploadLicenceInput!) {
    uploadLicence(input: $input) {
      name
      temporary
    }
  }
`);

const DeleteLicenceMutation = graphql(`
  mutation DeleteLicence {
    deleteLicence {
      deleted
    }
  }
`);

/** Profile, avatar, e-mail switch and language: each answer refreshes the remembered user. */
export function useProfileMutations() {
  const { refreshed } = useAuth();
  const [profile, profileState] = useMutation(UpdateProfileMutation);
  const [avatar, avatarState] = useMutation(UpdateAvatarMutation);
  const [removeAvatar, removeAvatarState] = useMutation(DeleteAvatarMutation);
  const [emailSwitch, emailSwitchState] = useMutation(UpdateEmailNotificationsMutation);
  const [language] = useMutation(SettingsLanguageMutation);

  const updateProfile = useCallback(
    async (input: UpdateProfileInput) => {
      const { user } = resultData((await profile({ variables: { input } })).data).updateProfile;
      refreshed(user);
      return user;
    },
    [profile, refreshed],
  );
  const updateAvatar = useCallback(
    async (file: File) => {
      const { user } = resultData((await avatar({ variables: { input: { file } } })).data).updateAvatar;
      refreshed(user);
      return user;
    },
    [avatar, refreshed],
  );
  const deleteAvatar = useCallback(async () => {
    const { user } = resultData((await removeAvatar()).data).deleteAvatar;
    refreshed(user);
    return user;
  }, [removeAvatar, refreshed]);
  const updateEmailNotifications = useCallback(
    async (enabled: boolean) => {
      const { user } = resultData((await emailSwitch({ variables: { input: { enabled } } })).data).updateEmailNotifications;
      refreshed(user);
      return user;
    },
    [emailSwitch, refreshed],
  );
  /**
   * Saves the language on the account and returns the user WITHOUT refreshing it: the caller
   * applies the account and the interface language in one go (see SettingsPage), so the session
   * sync never sees them differ and saves the old language back.
   */
  const saveLanguage = useCallback(
    async (next: string) => resultData((await language({ variables: { input: { language: next } } })).data).updateLanguage.user,
    [language],
  );

  return {
    updateProfile,
    updateAvatar,
    deleteAvatar,
    updateEmailNotifications,
    saveLanguage,
    profileLoading: profileState.loading,
    avatarLoading: avatarState.loading || removeAvatarState.loading,
    emailSwitchLoading: emailSwitchState.loading,
  };
}

/** Change of e-mail address: the link goes to the new address; confirmEmailChange applies it. */
export function useEmailChange() {
  const [request, requestState] = useMutation(RequestEmailChangeMutation, { refetchQueries: ['SettingsMe'] });
  const [confirm, confirmState] = useMutation(ConfirmEmailChangeMutation);
  const requestEmailChange = useCallback(
    async (input: { email: string; password?: string }) => resultData((await request({ variables: { input } })).data).requestEmailChange,
    [request],
  );
  const confirmEmailChange = useCallback(
    async (token: string) => resultData((await confirm({ variables: { input: { token } } })).data).confirmEmailChange.email,
    [confirm],
  );
  return { requestEmailChange, confirmEmailChange, requesting: requestState.loading, confirming: confirmState.loading };
}

/**
 * Sessions and the account itself. After a deletion the caller navigates away; the browser
 * forgets the user (and Apollo's cache) when the calling component unmounts, i.e. once the new
 * page is on screen. Forgetting earlier would let the account page's guard, still mounted while
 * the router's transition runs, send the visitor to the sign-in page instead.
 */
export function useAccountSecurity() {
  const client = useApolloClient();
  const { signedOut } = useAuth();
  const [deleted, setDeleted] = useState(false);
  const [others, othersState] = useMutation(SignOutOtherSessionsMutation);
  const [remove, removeState] = useMutation(DeleteAccountMutation);
  const signOutOtherSessions = useCallback(async () => resultData((await others()).data).signOutOtherSessions.ended, [others]);
  const deleteAccount = useCallback(
    async (password: string | undefined) => {
      resultData((await remove({ variables: { input: password ? { password } : {} } })).data);
      setDeleted(true);
    },
    [remove],
  );
  useEffect(() => {
    if (!deleted) return;
    return () => {
      signedOut('signOut');
      void client.clearStore();
    };
  }, [deleted, signedOut, client]);
  return { signOutOtherSessions, deleteAccount, endingSessions: othersState.loading, deletingAccount: removeState.loading };
}

/** The driver's licence on file: replace (uploadLicence, signed in) and delete. The page's query is asked again after each. */
export function useLicence() {
  const [upload, uploadState] = useMutation(SettingsUploadLicenceMutation, { refetchQueries: ['SettingsMe'], awaitRefetchQueries: true });
  const [remove, removeState] = useMutation(DeleteLicenceMutation, { refetchQueries: ['SettingsMe'], awaitRefetchQueries: true });
  const uploadLicence = useCallback(async (file: File) => resultData((await upload({ variables: { input: { file } } })).data).uploadLicence, [upload]);
  const deleteLicence = useCallback(async () => resultData((await remove()).data).deleteLicence.deleted, [remove]);
  return { uploadLicence, deleteLicence, licenceLoading: uploadState.loading || removeState.loading };
}
