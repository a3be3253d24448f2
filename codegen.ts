import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, three outputs: the server's resolver types (parents mapped to our Prisma-backed
// shapes), the web client's typed documents, and the server tests' typed documents (written with
// `graphql()` from server/test/__generated__, so a renamed field or a wrong variable in a test
// fails typecheck). `npm run codegen` regenerates all three;
// `npm run codegen:check` (part of `npm test`) fails when the committed files are stale.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  // Documents are `graphql()` calls only: tests keep SDL and deliberately malformed queries in
  // plain strings or their own `gql()` helpers,
  // some marked /* GraphQL */ for the editor, and those must not be collected.
  pluckConfig: { gqlMagicComment: 'typed-document', globalGqlIdentifierName: 'graphql' },
  generates: {
    'server/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#Context',
        mapperTypeSuffix: 'Parent',
        mappers: {
          Car: '../resolvers/mappers.js#Car',
          Supplier: '../resolvers/mappers.js#Supplier',
          Location: '../resolvers/mappers.js#Location',
          CarConnection: '../resolvers/mappers.js#CarConnection',
          CarEdge: '../resolvers/mappers.js#CarEdge',
          CarPrices: '../resolvers/mappers.js#Car',
          CarExtras: '../resolvers/mappers.js#Car',
          CarExtra: '../resolvers/mappers.js#CarExtra',
          LocalizedText: '../resolvers/mappers.js#Location',
          User: '../resolvers/mappers.js#User',
          CarSearchConnection: '../resolvers/mappers.js#CarSearchConnection',
          CarSearchEdge: '../resolvers/mappers.js#CarSearchEdge',
          SupplierCount: '../resolvers/mappers.js#SupplierCount',
          Quote: '../resolvers/mappers.js#Quote',
          Booking: '../resolvers/mappers.js#Booking',
          BookingConnection: '../resolvers/mappers.js#BookingConnection',
          BookingEdge: '../resolvers/mappers.js#BookingEdge',
          BookingExtras: '../resolvers/mappers.js#BookingExtras',
          CarOffer: '../resolvers/mappers.js#CarOffer',
          OpeningHours: '../resolvers/mappers.js#OpeningHours',
          CheckoutSessionStatus: '../resolvers/mappers.js#CheckoutSessionStatus',
          BookingConfirmation: '../resolvers/mappers.js#BookingConfirmation',
        },
        scalars: { Decimal: 'string', DateTime: 'Date | string', Upload: "Promise<import('graphql-upload-minimal').FileUpload> | null" },
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Decimal: 'string', DateTime: 'string', Upload: 'File' } },
    },
    // Operations the tests send that the web does not (partners', staff's, edge cases). Malformed or
    // hostile queries stay plain strings (each such file says so at its top).
    'server/test/__generated__/': {
      documents: ['server/test/**/*.ts', '!server/test/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Tests pass Dates as variables (JSON sends them as ISO strings); results are strings.
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Decimal: 'string', DateTime: { input: 'Date | string', output: 'string' }, Upload: 'File' } },
    },
  },
};

export default config;
