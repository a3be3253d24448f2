import { graphql } from '../../__generated__';

/** Everything the settings page shows about the signed-in user. */
export const SettingsMeQuery = graphql(`
  query SettingsMe {
    me {
      ...SessionUser
      phone
      birthDate
      bio
      location
      pendingEmail
      licence {
        fileName
        mimeType
        sizeBytes
        uploadedAt
        url
      }
    }
  }
`);
